import { afterEach, describe, expect, it } from 'vitest';
import { setUpChatWidget } from '@/analytics/chat-widget';
import { startSessionTracking } from '@/analytics/session-tracking';
import { userInfoSchema } from '@/session/user-info';

const WIDGET_URL = 'http://127.0.0.1:9/chat-widget.js';
const user = (extra: Record<string, unknown> = {}) =>
  userInfoSchema.parse({ id: 'user-1', name: 'Dana Reyes', email: 'dana@example.com', chatSupportHash: 'a1b2c3', ...extra });
const widgetScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === WIDGET_URL);

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
  delete window.chatSupportSettings;
});

describe('chat-support widget (docs/product/roles-and-permissions.md)', () => {
  it('loads the script once, after telling it who the user is', () => {
    expect(setUpChatWidget(WIDGET_URL, user())).toBe(true);
    expect(setUpChatWidget(WIDGET_URL, user())).toBe(true);
    expect(widgetScripts()).toHaveLength(1);
    expect(window.chatSupportSettings).toEqual({ userId: 'user-1', name: 'Dana Reyes', email: 'dana@example.com', userHash: 'a1b2c3' });
  });

  it('is set up for BOH users, who only lose analytics', () => {
    expect(setUpChatWidget(WIDGET_URL, user({ isBohUser: true }))).toBe(true);
    expect(widgetScripts()).toHaveLength(1);
  });

  it('is never set up while an administrator impersonates the user', () => {
    expect(setUpChatWidget(WIDGET_URL, user({ impersonation: { realUser: { id: 'admin-1', name: 'Admin' } } }))).toBe(false);
    expect(widgetScripts()).toEqual([]);
    expect(window.chatSupportSettings).toBeUndefined();
  });

  it('comes with the session only when its address was built in', () => {
    expect(startSessionTracking(user(), {}).chatWidget).toBe(false);
    expect(widgetScripts()).toEqual([]);
    expect(startSessionTracking(user(), { chatWidgetUrl: WIDGET_URL }).chatWidget).toBe(true);
    expect(widgetScripts()).toHaveLength(1);
  });
});
