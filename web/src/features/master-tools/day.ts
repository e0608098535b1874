// The days the tools' date pickers edit, kept as the 'YYYY-MM-DD' text the calls take.

/** A picked date as 'YYYY-MM-DD' (the phone's own day, not UTC's). */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A 'YYYY-MM-DD' text as the picker's date (local midnight), or `fallback` without one. */
export const pickerDate = (day: string | null | undefined, fallback: Date) =>
  day ? new Date(`${day}T00:00:00`) : fallback;
