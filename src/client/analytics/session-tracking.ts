import { analyticsEnabled } from '@domain/analytics/analytics-policy';
import type { UserInfo } from '../session/user-info';
import { AnalyticsClient } from './analytics-client';
import { setUpChatWidget } from './chat-widget';

export interface TrackingConfig {
  /** Build-time VITE_ANALYTICS_URL; unset or empty turns analytics off. */
  analyticsUrl?: string;
  /** Build-time VITE_CHAT_WIDGET_URL; unset or empty means no chat widget. */
  chatWidgetUrl?: string;
}

const buildConfig: TrackingConfig = { analyticsUrl: import.meta.env.VITE_ANALYTICS_URL, chatWidgetUrl: import.meta.env.VITE_CHAT_WIDGET_URL };

let running: AnalyticsClient | null = null;

/**
 * Starts analytics and the chat widget for the user whose session was just loaded, as docs/product/roles-and-permissions.md
 * allows them. A later session (another login without a reload) replaces the analytics client.
 */
export function startSessionTracking(user: UserInfo, config: TrackingConfig = buildConfig): { analytics: AnalyticsClient | null; chatWidget: boolean } {
  running?.stop();
  running = null;
  if (config.analyticsUrl && analyticsEnabled({ isBohUser: user.isBohUser, impersonating: user.impersonation !== null })) {
    running = new AnalyticsClient({ url: config.analyticsUrl, userId: user.id });
    running.start();
  }
  const chatWidget = config.chatWidgetUrl ? setUpChatWidget(config.chatWidgetUrl, user) : false;
  return { analytics: running, chatWidget };
}

/** Records an event for the analytics service; nothing when analytics is off for this session. */
export function track(event: string, props: Record<string, unknown> = {}): void {
  running?.track(event, props);
}
