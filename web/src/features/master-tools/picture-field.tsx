// A row of pictures with an add button: antd-mobile's ImageUploader over upload/image, refusing
// pictures over their limit before sending them.
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../../components/loading-dots.tsx';
import { showError } from '../../lib/api/client.ts';
import { toast } from '../../lib/feedback.ts';
import { type PictureKind, pictureProblem, uploadPicture } from '../../lib/upload-picture.ts';

type Props = {
  value: string[];
  onChange: (urls: string[]) => void;
  kind: PictureKind;
  max: number;
  testId?: string;
  /** told whenever pictures start or finish uploading (useUploads) */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * Whether any picture field of a form is still uploading: its value gets a picture only once the
 * upload is done, so a form saved meanwhile would go without it (or be refused as having none).
 * Give each field `onUploadingChange={uploads.track('name')}`, and start saving with
 * `if (uploads.stillUploading()) return;`.
 */
export function useUploads() {
  const { t } = useTranslation('masterTools');
  const [fields, setFields] = useState<readonly string[]>([]);
  const track = useCallback(
    (field: string) => (uploading: boolean) =>
      setFields((list) => {
        if (list.includes(field) === uploading) return list;
        return uploading ? [...list, field] : list.filter((one) => one !== field);
      }),
    [],
  );
  /** Says so when a picture is still on its way, and answers whether one is. */
  const stillUploading = () => {
    if (fields.length > 0) toast(t('common.picturesUploading'));
    return fields.length > 0;
  };
  return { stillUploading, track };
}

export function PictureField({ value, onChange, kind, max, testId, onUploadingChange }: Props) {
  const items: ImageUploadItem[] = value.map((url) => ({ key: url, url }));
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange(next.map((item) => item.url))}
        onUploadQueueChange={(tasks) => onUploadingChange?.(tasks.some((task) => task.status === 'pending'))}
        maxCount={max}
        multiple={max > 1}
        accept="image/jpeg,image/png,image/gif,image/webp"
        beforeUpload={(file) => {
          const problem = pictureProblem(file, kind);
          if (problem) {
            toast(problem);
            return null;
          }
          return file;
        }}
        upload={async (file) => {
          try {
            return { url: await uploadPicture(file, kind) };
          } catch (error) {
            showError(error);
            throw error;
          }
        }}
      />
    </div>
  );
}

/** One button that picks a picture, checks its limit, uploads it and hands back its url. */
export function UploadButton({
  kind,
  label,
  onUploaded,
  testId,
}: {
  kind: PictureKind;
  label: string;
  onUploaded: (url: string) => void;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file, kind);
    if (problem) {
      toast(problem);
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadPicture(file, kind));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className={`tool-upload-button${busy ? ' is-busy' : ''}`} data-testid={testId}>
      <input
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={busy}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {busy ? <LoadingDots /> : label}
    </label>
  );
}
