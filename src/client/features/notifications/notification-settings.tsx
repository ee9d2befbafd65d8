import { Button, Checkbox, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_SETTINGS_MESSAGES as M,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationPreferences,
  type PreferencesBody,
} from '@domain/notifications/notification-api';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import { putNotificationPreferences } from './api/notification-calls';
import { notificationPreferencesQuery } from './api/notification-preference-queries';

/**
 * The person's notification settings (docs/product/notifications.md#preferences): per event, the
 * channels the portal delivers today, each saved as it is ticked; the others named as not available
 * yet; Reset to defaults puts every event back to the role's default.
 */
export function NotificationSettings() {
  const prefs = useQuery(notificationPreferencesQuery());
  const queryClient = useQueryClient();
  const save = useSave();
  const key = notificationPreferencesQuery().queryKey;
  const loaded = prefs.data !== undefined;
  // Opened from the bell's list (/profile#notifications): the section draws once its read answers, so it scrolls itself into view then.
  useEffect(() => {
    if (loaded && window.location.hash === '#notifications') document.getElementById('notifications')?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const write = async (body: PreferencesBody, success: string, shown?: NotificationPreferences) => {
    // The tick shows at once; a refused save puts back what the server has.
    if (shown) queryClient.setQueryData(key, shown);
    const answer = await save.run(() => putNotificationPreferences(body), M.save, success);
    if (answer) queryClient.setQueryData(key, { items: answer.items, availableChannels: answer.availableChannels });
    else await queryClient.invalidateQueries({ queryKey: key });
  };

  const data = prefs.data;
  const available = data?.availableChannels ?? [];
  const notYet = NOTIFICATION_CHANNELS.filter((c) => !available.includes(c)).map((c) => NOTIFICATION_CHANNEL_LABELS[c]);

  const toggle = (p: NotificationPreference, channel: NotificationChannel, on: boolean) => {
    const channels = NOTIFICATION_CHANNELS.filter((c) => (c === channel ? on : p.channels.includes(c)));
    const shown = data && { ...data, items: data.items.map((i) => (i.event === p.event ? { ...i, channels, isDefault: false } : i)) };
    void write({ preferences: [{ event: p.event, channels }] }, '', shown);
  };
  const chosen = data?.items.filter((p) => !p.isDefault) ?? [];
  const reset = () => void write({ preferences: chosen.map((p) => ({ event: p.event, channels: [], useDefault: true })) }, M.resetDone);

  return (
    <TitledCard
      id="notifications"
      scrollMarginTop="20"
      title={M.title}
      action={
        <Button size="sm" variant="outline" disabled={!chosen.length || save.busy} onClick={reset}>
          {M.reset}
        </Button>
      }
      description={notYet.length ? `${M.description} ${M.notYet(notYet)}` : M.description}
    >
      {prefs.error && !data && <ErrorNotice message={prefs.error.message} onRetry={() => void prefs.refetch()} />}
      {prefs.isPending && <Skeleton h="40" />}
      {data && (
        <Stack gap="3">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader ps="0">{M.event}</Table.ColumnHeader>
                {available.map((c) => (
                  <Table.ColumnHeader key={c} textAlign="center" w={{ base: '5.5rem', md: '9rem' }} px="1">
                    {NOTIFICATION_CHANNEL_LABELS[c]}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((p) => (
                <Table.Row key={p.event} data-testid={`preference-${p.event}`}>
                  <Table.Cell ps="0">
                    <Text>{NOTIFICATION_EVENT_LABELS[p.event]}</Text>
                    {p.isDefault && (
                      <Text fontSize="xs" color="fg.muted">
                        {M.isDefault}
                      </Text>
                    )}
                  </Table.Cell>
                  {available.map((c) => (
                    <Table.Cell key={c} textAlign="center" px="1">
                      <Checkbox.Root checked={p.channels.includes(c)} onCheckedChange={(d) => toggle(p, c, d.checked === true)}>
                        <Checkbox.HiddenInput aria-label={M.toggle(NOTIFICATION_CHANNEL_LABELS[c], NOTIFICATION_EVENT_LABELS[p.event])} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <SaveStatus save={save} />
        </Stack>
      )}
    </TitledCard>
  );
}
