// A day of a tool's form (a news item's date, a birthday, a work's date): the form's row shows the
// day, or "Choose a date", and opens the date picker, which keeps it as 'YYYY-MM-DD' (day.ts).
// Never a day after today.
import { DatePicker, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay, pickerDate } from './day.ts';

export function DayItem({
  label,
  value,
  onChange,
  from,
  opensOn = new Date(),
  testId,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (day: string) => void;
  /** the earliest day it takes */
  from: Date;
  /** the day the picker opens on while there is none */
  opensOn?: Date;
  testId?: string;
}) {
  const { t } = useTranslation('masterTools');
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Form.Item label={label} onClick={() => setPicking(true)} clickable arrowIcon>
        <span className={value ? '' : 'muted'} data-testid={testId}>
          {value || t('common.chooseDate')}
        </span>
      </Form.Item>
      <DatePicker
        visible={picking}
        onClose={() => setPicking(false)}
        min={from}
        max={new Date()}
        defaultValue={pickerDate(value, opensOn)}
        onConfirm={(date) => onChange(isoDay(date))}
        title={label}
      />
    </>
  );
}
