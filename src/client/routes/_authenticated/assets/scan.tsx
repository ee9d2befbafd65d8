import { Box, Skeleton } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QR_MESSAGES } from '@/features/qr/api/qr-calls';
import { qrLabelIdFrom } from '@/features/qr/qr-target';

// The reader (html5-qrcode, ~107 kB gzip) would be two thirds of this page's first load: the page draws first.
const QrScanner = lazy(() => import('@/features/scanner/qr-scanner').then(({ QrScanner }) => ({ default: QrScanner })));

export const Route = createFileRoute('/_authenticated/assets/scan')({
  component: ScanPage,
});

/** The phone's Scan button: read an equipment label and open it through /qr/<id>, in one step. */
function ScanPage() {
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string>();
  return (
    <Box maxW="lg" mx="auto">
      <PageHeader title="Scan a label" description="Point the camera at the QR label on the equipment." />
      <Suspense fallback={<Skeleton minH={{ base: '72', md: '96' }} rounded="md" aria-busy="true" aria-label="Starting the camera" />}>
        <QrScanner
          message={refused}
          onDecoded={(text) => {
            const labelId = qrLabelIdFrom(text);
            if (!labelId) {
              setRefused(QR_MESSAGES.notALabel);
              return false;
            }
            void navigate({ to: '/qr/$id', params: { id: labelId } });
            return true;
          }}
        />
      </Suspense>
    </Box>
  );
}
