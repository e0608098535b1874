// The stateful mode of the handlers (`stateful: true`): what a visitor does to treasures and
// masters is kept for the handlers' lifetime, with the mock's rules (product §4): a like counts
// once, then "You have liked"; a save and a follow toggle, their counts following. A treasure's
// lookup shows the state. Each set of handlers keeps its own, starting from the seed.
import { CODE } from '../../../contract/codes.ts';
import type { Lang } from '../../../contract/limits.ts';
import { json, type speaker } from './answering.ts';
import { lookupKey, type Records } from './records.ts';

type Treasure = { id?: number; is_like?: number; is_save?: number; view?: Record<string, number> };

export function engagement(records: Records, { say, refuse }: ReturnType<typeof speaker>) {
  const liked = new Set<number>();
  const saved = new Set<number>();
  const following = new Set<number>();
  /** The recorded lookup of treasure `id` (its counts before anything happened here). */
  const seeded = (id: number): Treasure | undefined => {
    const index = records.lookups[lookupKey('goods/info', 'goods_id', id)];
    const answer = index === undefined ? undefined : records.answers[index];
    return answer?.code === CODE.ok ? (answer.data as Treasure) : undefined;
  };
  const count = (id: number, field: string) => seeded(id)?.view?.[field] ?? 0;
  const likes = (id: number) => count(id, 'total_like_num') + (liked.has(id) ? 1 : 0);
  const saves = (id: number) => count(id, 'total_save_num') + (saved.has(id) ? 1 : 0);
  const unknown = (lang: Lang) => refuse(200, CODE.notFound, say('notFound', lang));
  /** Flips `id` in `set`: 1 when it is in now, 0 when it left. */
  const toggle = (set: Set<number>, id: number) => {
    if (set.has(id)) set.delete(id);
    else set.add(id);
    return set.has(id) ? 1 : 0;
  };

  return {
    like(id: number, lang: Lang) {
      if (!seeded(id)) return unknown(lang);
      if (liked.has(id)) return refuse(CODE.conflict, CODE.conflict, say('alreadyLiked', lang));
      liked.add(id);
      return json({ code: CODE.ok, msg: say('likeSuccess', lang), data: { is_like: 1, total_like_num: likes(id) } });
    },
    toggleSave(id: number, lang: Lang) {
      if (!seeded(id)) return unknown(lang);
      const status = toggle(saved, id);
      const data = { save_status: status, total_save_num: saves(id) };
      return json({ code: CODE.ok, msg: say(status ? 'saveSuccess' : 'cancelSuccess', lang), data });
    },
    toggleFollow(artistId: number, lang: Lang) {
      const status = toggle(following, artistId);
      const data = { follow_status: status };
      return json({ code: CODE.ok, msg: say(status ? 'followSuccess' : 'cancelSuccess', lang), data });
    },
    followStatus: (artistId: number) => (following.has(artistId) ? 1 : 0),
    /** A treasure's recorded lookup with what happened here since. */
    shown(data: unknown): unknown {
      const treasure = data as Treasure | null;
      if (!treasure || typeof treasure.id !== 'number') return data;
      const id = treasure.id;
      return {
        ...treasure,
        is_like: liked.has(id) ? 1 : treasure.is_like,
        is_save: saved.has(id) ? 1 : treasure.is_save,
        view: { ...treasure.view, total_like_num: likes(id), total_save_num: saves(id) },
      };
    },
  };
}
