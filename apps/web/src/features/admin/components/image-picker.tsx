import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

export const IMAGE_TOO_LARGE = () => i18n._(msg`The image is larger than 1 MB`);

/**
 * A button that opens the file chooser for a PNG, JPEG or WebP image. Files over 1 MB are refused
 * before sending; the server judges the type by the file's content.
 */
export function ImagePicker({
  label,
  busy,
  disabled,
  onPick,
  onTooLarge,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onPick: (file: File) => void;
  onTooLarge: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) onTooLarge();
    else onPick(file);
  };
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        onChange={handleChange}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
