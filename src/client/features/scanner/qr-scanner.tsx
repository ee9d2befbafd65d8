import { Alert, Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { Html5Qrcode, Html5QrcodeScannerState, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import { AppIcon } from '@/components/icons';
import { ErrorNotice } from '@/components/error-notice';

const CONFIG = { verbose: false, formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE], useBarCodeDetectorIfSupported: true };

const CAMERA_UNAVAILABLE = 'The camera is not available here. Take a photo of the label instead.';
const NO_CODE_IN_PHOTO = 'No QR code was found in that photo. Hold the phone closer to the label, keep it sharp and try again.';

export interface QrScannerProps {
  /** A code was read; answer false when it is not one of ours, to keep scanning. */
  onDecoded: (text: string) => boolean;
  /** Shown under the viewfinder (for example why the last code was refused). */
  message?: string;
}

/**
 * Reads a QR label with the rear camera (html5-qrcode). Where the live camera does not work (iOS
 * home-screen apps, a denied permission, no camera) a photo of the label does: the file input
 * opens the camera app, and the picture is decoded the same way.
 */
export function QrScanner({ onDecoded, message }: QrScannerProps) {
  const viewId = `qr-view-${useId().replace(/:/g, '')}`;
  const fileId = `${viewId}-file`;
  const camera = useRef<Html5Qrcode | null>(null);
  const decoded = useRef(onDecoded);
  const [cameraError, setCameraError] = useState<string>();
  const [photoError, setPhotoError] = useState<string>();
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    decoded.current = onDecoded;
  });

  useEffect(() => {
    const scanner = new Html5Qrcode(viewId, CONFIG);
    camera.current = scanner;
    let done = false;
    const started = scanner
      .start(
        { facingMode: 'environment' },
        { fps: 10, qrbox: (w, h) => ({ width: Math.floor(Math.min(w, h) * 0.7), height: Math.floor(Math.min(w, h) * 0.7) }) },
        (text) => {
          // One hit is enough: stop reading while the app moves on.
          if (done) return;
          if (decoded.current(text)) done = true;
        },
        () => undefined,
      )
      .catch(() => setCameraError(CAMERA_UNAVAILABLE));
    return () => {
      done = true;
      void started.then(() => {
        if (scanner.getState() !== Html5QrcodeScannerState.NOT_STARTED) void scanner.stop().catch(() => undefined);
      });
    };
  }, [viewId]);

  const readPhoto = async (file: File) => {
    setReading(true);
    setPhotoError(undefined);
    // A separate reader for photos: the camera's one cannot read a file while it is running.
    const reader = new Html5Qrcode(fileId, CONFIG);
    try {
      decoded.current(await reader.scanFile(file, false));
    } catch {
      setPhotoError(NO_CODE_IN_PHOTO);
    } finally {
      reader.clear();
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="4">
      <Card.Root variant="elevated" shadow="xs" overflow="hidden">
        <Box position="relative" bg="gray.900" minH={{ base: '72', md: '96' }} display="grid" placeItems="center">
          <Box id={viewId} w="full" css={{ '& video': { objectFit: 'cover', width: '100% !important' } }} />
          {cameraError && (
            <Stack position="absolute" inset="0" align="center" justify="center" gap="3" color="white" p="6" textAlign="center">
              <AppIcon name="scan" boxSize="12" opacity={0.7} />
              <Text>{cameraError}</Text>
            </Stack>
          )}
        </Box>
        <Box id={fileId} hidden />
      </Card.Root>
      {message && (
        <Alert.Root status="warning" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      {photoError && <ErrorNotice message={photoError} />}
      <Button
        size="lg"
        variant={cameraError ? 'solid' : 'outline'}
        colorPalette="brand"
        loading={reading}
        loadingText="Reading the photo"
        onClick={() => input.current?.click()}
      >
        Take a photo of the label
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Photo of a QR label"
        data-testid="qr-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void readPhoto(file);
        }}
      />
    </Stack>
  );
}
