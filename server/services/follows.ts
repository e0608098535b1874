import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';
import { forbidden } from '../api-error.ts';
import type { User } from '../deps.ts';
import { requireArtist } from './artists.ts';
import { ownIdentities } from './sessions.ts';

export function followStatus(db: Db, user: User | null, artistId: number) {
  requireArtist(db, artistId);
  if (!user) return { follow_status: 0 };
  const row = db
    .select()
    .from(follows)
    .where(and(eq(follows.user_id, user.id), eq(follows.artist_id, artistId)))
    .get();
  return { follow_status: row ? 1 : 0 };
}

/** Toggles following; one's own author or collector identity is refused (an assistant may follow the master they help). */
export function toggleFollow(db: Db, user: User, artistId: number) {
  requireArtist(db, artistId);
  if (ownIdentities(user).includes(artistId)) throw forbidden('followSelf');
  return db.transaction((tx) => {
    const removed = tx
      .delete(follows)
      .where(and(eq(follows.user_id, user.id), eq(follows.artist_id, artistId)))
      .run();
    if (removed.changes > 0) return { follow_status: 0 };
    tx.insert(follows).values({ user_id: user.id, artist_id: artistId }).run();
    return { follow_status: 1 };
  });
}
