import { Box, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import { ASSET_PHOTO_TYPES, type AssetFile, type AssetPhotoType } from '@domain/assets/asset-api';
import { formatDate } from '@domain/format/date-format';
import { useQuery } from '@tanstack/react-query';
import { signedFileQuery } from '../files/api/file-queries';
import { preparedFileName, preparePhoto } from '@/offline/prepare-photo';
import { ASSET_MESSAGES, uploadAssetPhoto } from './api/asset-calls';
import { TypedUploadButton } from './typed-upload-button';
import { useSave } from '@/components/use-save';

/**
 * One stored photo: its thumbnail at once (kept with the asset on the device, so offline too), the
 * photo itself for older uploads; a link to the whole photo through a short-lived signed address.
 */
function Photo({ photo }: { photo: AssetFile }) {
  const url = useQuery(signedFileQuery(photo.fileKey));
  const src = photo.thumbnail ?? url.data;
  const image = src && <Image src={src} alt={`${photo.photoType ?? 'Asset'} photo`} w="full" h="full" objectFit="contain" />;
  return (
    <Stack gap="1" as="figure">
      <Box aspectRatio={4 / 3} rounded="md" overflow="hidden" bg="bg.muted" borderWidth="1px">
        {image && url.data ? (
          <a href={url.data} target="_blank" rel="noreferrer">
            {image}
          </a>
        ) : (
          (image ?? <Skeleton w="full" h="full" />)
        )}
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {photo.photoType ?? 'Photo'} · {formatDate(photo.createdAt)}
      </Text>
    </Stack>
  );
}

/**
 * The asset's photos with an upload: pick the photo type, then take a picture (the rear camera on
 * a phone) or choose a file. Camera photos are downscaled before they are sent.
 */
export function AssetPhotos({
  assetId,
  photos,
  canEdit,
  onUploaded,
}: {
  assetId: string;
  photos: AssetFile[];
  canEdit: boolean;
  onUploaded: (photo: AssetFile) => void;
}) {
  const [photoType, setPhotoType] = useState<AssetPhotoType>('Asset');
  const save = useSave();
  const error = save.error;

  const upload = async (file: File) => {
    const uploaded = await save.run(
      async () => {
        const prepared = await preparePhoto(file);
        return uploadAssetPhoto(assetId, photoType, prepared, preparedFileName(file, prepared));
      },
      ASSET_MESSAGES.upload,
      ASSET_MESSAGES.photoAdded,
    );
    if (uploaded) onUploaded(uploaded);
  };

  return (
    <TitledCard
      title="Photos"
      size="sm"
      action={
        canEdit && (
          <TypedUploadButton
            types={ASSET_PHOTO_TYPES}
            type={photoType}
            onType={setPhotoType}
            typeLabel="Photo type"
            buttonLabel="Add photo"
            fileLabel="Photo file"
            busy={save.busy}
            accept="image/*"
            capture="environment"
            onFile={(file) => void upload(file)}
          />
        )
      }
    >
      {error && (
        <Text color="fg.error" fontSize="sm" mb="3" role="alert">
          {error}
        </Text>
      )}
      {photos.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No photos yet. A photo of the nameplate helps the vendor bring the right parts.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="3" data-testid="asset-photos">
          {photos.map((p) => (
            <Photo key={p.id} photo={p} />
          ))}
        </SimpleGrid>
      )}
    </TitledCard>
  );
}
