import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { sensitiveWords } from '../../db/schema.ts';

const allWords = preparedFor((db) => db.select().from(sensitiveWords).prepare());

/** The sensitive words found in any of the texts, in the order of the word list, each once. */
export function findSensitiveWords(db: Db, texts: string[]): string[] {
  const haystack = texts.join('\n').toLowerCase();
  return allWords(db)
    .all()
    .map((row) => row.word)
    .filter((word) => haystack.includes(word.toLowerCase()));
}
