import { chatWidgetEnabled } from '@domain/analytics/analytics-policy';
import type { UserInfo } from '../session/user-info';

/** What the chat-support widget reads when its script starts: who the user is, and the server's proof. */
export interface ChatSupportSettings {
  userId: string;
  name: string;
  email: string | null;
  /** HMAC of the user id by the server (docs/product/requests.md); null when the server has no chat secret. */
  userHash: string | null;
}

declare global {
  interface Window {
    chatSupportSettings?: ChatSupportSettings;
  }
}

const SCRIPT_ID = 'chat-support-widget';

/**
 * Loads the chat-support widget's script from `url` once per page, for the signed-in user; not
 * while an administrator impersonates (docs/product/roles-and-permissions.md). Answers whether the widget is on the page.
 */
export function setUpChatWidget(url: string, user: UserInfo): boolean {
  if (!chatWidgetEnabled({ isBohUser: user.isBohUser, impersonating: user.impersonation !== null })) return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  window.chatSupportSettings = { userId: user.id, name: user.name, email: user.email, userHash: user.chatSupportHash };
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  document.head.append(script);
  return true;
}
