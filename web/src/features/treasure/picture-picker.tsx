// Pictures to send with a form: each goes to upload/image as soon as it is chosen (under
// 10M), shown as a thumbnail that can be removed; at most `max`.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { showError } from '../../lib/api/client.ts';
import { toast } from '../../lib/feedback.ts';
import { requireLogin } from '../../lib/session.ts';
import { sized } from '../../lib/sized-image.ts';
import { pictureProblem, uploadPicture } from '../../lib/upload-picture.ts';
import { CloseIcon, PlusIcon } from './icons.tsx';

type Props = {
  pictures: string[];
  onChange: (pictures: string[]) => void;
  max: number;
  onBusy?: (busy: boolean) => void;
};

export function PicturePicker({ pictures, onChange, max, onBusy }: Props) {
  const { t } = useTranslation('treasure');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);

  const choose = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const room = max - pictures.length;
    const chosen = [...files].slice(0, room);
    const problem = chosen.map((file) => pictureProblem(file, 'image')).find(Boolean);
    if (problem) toast(problem);
    const fitting = chosen.filter((file) => !pictureProblem(file, 'image'));
    if (fitting.length === 0) return;
    setUploading(fitting.length);
    onBusy?.(true);
    const added: string[] = [];
    for (const file of fitting) {
      try {
        added.push(await uploadPicture(file));
      } catch (error) {
        showError(error);
      }
      setUploading((n) => n - 1);
    }
    onBusy?.(false);
    if (added.length) onChange([...pictures, ...added].slice(0, max));
  };

  return (
    <div className="picker" data-testid="picture-picker">
      {pictures.map((url) => (
        <span className="picker-item" key={url}>
          <img src={sized(url, IMAGE_WIDTH_SMALL)} alt="" />
          <button
            type="button"
            className="picker-remove"
            aria-label={t('upload.remove')}
            onClick={() => onChange(pictures.filter((p) => p !== url))}
          >
            <CloseIcon size={12} />
          </button>
        </span>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <span className="picker-item picker-item--uploading" key={`up-${i}`}>
          {t('upload.uploading')}
        </span>
      ))}
      {pictures.length + uploading < max && (
        <button
          type="button"
          className="picker-add"
          onClick={() => {
            if (requireLogin()) input.current?.click();
          }}
        >
          <PlusIcon size={22} />
          <span>{t('upload.add')}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        data-testid="picture-input"
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
