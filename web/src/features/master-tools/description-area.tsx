// The field of an item's description (product §5: at most 200 characters, counted as typed): a
// work's, in either language, a 3D application's note and a role application's introduction.
import { TextArea } from 'antd-mobile';
import { ITEM_DESCRIPTION_MAX } from '#contract/limits.ts';

export function DescriptionArea({
  value,
  onChange,
  placeholder,
  rows: [minRows, maxRows],
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** the rows it shows, growing with its text */
  rows: [number, number];
  testId?: string;
}) {
  return (
    <TextArea
      value={value}
      onChange={onChange}
      maxLength={ITEM_DESCRIPTION_MAX}
      showCount
      autoSize={{ minRows, maxRows }}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
