import { Box, Button, DataList, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * One field of the request: its value, and when it may be changed a Change button that opens its
 * editor; Save sends the field's own call and closes the editor when it succeeds.
 */
export function EditableField(props: {
  label: string;
  value: ReactNode;
  canChange: boolean;
  busy?: boolean;
  /** The editor; rendered only while editing. */
  editor: () => ReactNode;
  onOpen?: () => void;
  onSave: () => Promise<boolean>;
  saveDisabled?: boolean;
  /**
   * A new value opens the editor and brings the field into view (a prompt's action); the parent
   * prepares the editor's value itself, as onOpen would.
   */
  openSignal?: number;
}) {
  const [editing, setEditing] = useState(false);
  const item = useRef<HTMLDivElement>(null);
  const { openSignal, canChange } = props;
  // Adjusted while rendering, not in an effect: a new signal means "editing" from this render on.
  const [seenSignal, setSeenSignal] = useState(openSignal);
  if (openSignal !== seenSignal) {
    setSeenSignal(openSignal);
    if (openSignal && canChange) setEditing(true);
  }
  useEffect(() => {
    if (openSignal && canChange) item.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [openSignal, canChange]);
  return (
    <DataList.Item ref={item}>
      <DataList.ItemLabel>{props.label}</DataList.ItemLabel>
      <DataList.ItemValue>
        {editing ? (
          <Stack gap="2" w="full" maxW="sm">
            {props.editor()}
            <HStack gap="2">
              <Button
                size="xs"
                colorPalette="brand"
                loading={props.busy}
                disabled={props.saveDisabled}
                onClick={async () => {
                  if (await props.onSave()) setEditing(false);
                }}
              >
                Save
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Box>{props.value}</Box>
            {props.canChange && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="brand"
                aria-label={`Change ${props.label.toLowerCase()}`}
                onClick={() => {
                  props.onOpen?.();
                  setEditing(true);
                }}
              >
                Change
              </Button>
            )}
          </HStack>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
