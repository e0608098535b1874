// Form bodies as the backends of such apps read them: `jsApiList[]=a&jsApiList[]=b` (how
// jQuery and qs send a list) is the list `jsApiList`, as a repeated key already is.
import { parse } from 'node:querystring';

type FormValue = string | string[];

const asList = (value: FormValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function parseForm(body: string): Record<string, FormValue> {
  const form: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(parse(body))) {
    if (value === undefined) continue;
    if (key.endsWith('[]') && key.length > 2) {
      const name = key.slice(0, -2);
      form[name] = [...asList(form[name]), ...asList(value)];
    } else form[key] = value;
  }
  return form;
}
