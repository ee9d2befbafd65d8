/**
 * Apart from notification-constants.ts, which the shell's bell shares with other chunks, so these
 * texts load only with the profile page and the settings section.
 */
/** The settings screen's texts (docs/product/notifications.md#preferences; a section of the profile page, /profile#notifications). */
export const NOTIFICATION_SETTINGS_MESSAGES = {
  /** The bell's list links to the settings with this. */
  link: 'Notification settings',
  title: 'Notifications',
  description: 'What you are told about the requests you may see, and how: in the portal (the bell) or by email.',
  load: 'An error occurred while trying to get your notification settings.',
  save: 'An error occurred while trying to save your notification settings.',
  event: 'When',
  isDefault: 'Default',
  reset: 'Reset to defaults',
  resetDone: 'Your notifications are back to the defaults.',
  /** The channels a preference cannot name yet. */
  notYet: (labels: readonly string[]) => `Not available yet: ${labels.join(', ')}.`,
  toggle: (channel: string, event: string) => `${channel}: ${event}`,
} as const;
