// The identity's kinds and genders as numbers, kept apart from artist.ts (which needs zod) so
// that the web client can compare with them without loading zod.

/** type 1 is an author (a master), type 2 a collector (an institution when is_collector_inst is 1). */
export const ARTIST_TYPE = { author: 1, collector: 2 } as const;
export type ArtistTypeValue = (typeof ARTIST_TYPE)[keyof typeof ARTIST_TYPE];

/** 0 and 1 are the two genders the spec names; anything else is shown as unspecified. */
export const GENDER = { male: 0, female: 1 } as const;
export const isKnownGender = (gender: number | null | undefined) => gender === GENDER.male || gender === GENDER.female;
