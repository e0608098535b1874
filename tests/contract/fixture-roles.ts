// Every record the contract cases name, with what it must be on the target: the mock's seed
// holds them all (seeds/README.md); another server needs records playing the same roles,
// named through CONTRACT_FIXTURES. `npm run contract:fixtures` prints this as the file's template.

export const ROLES = {
  goods: {
    1: 'the showcase by the master persona (artist 101): published, rare, with a certificate and a holder (status 1), AI voice in effect, for sale (is_can_buy 1), with a 3D page and derivative items',
    2: 'by the master persona, not for sale (is_can_buy 0), AI voice not activated',
    3: 'registered and held by the collector persona (not the master persona’s), AI voice not activated',
    5: 'by another master, for sale, no purchase request from the master persona yet',
    6: 'by another master, for sale, with nothing from the master persona yet (reports, requests)',
    7: 'by the master persona, in their recommended collection',
    8: 'by the master persona, not recommended',
    9: 'registered but not published',
    10: 'by the master persona, not recommended (a fifth recommended one is refused)',
    11: 'by the master persona, without a 3D application',
    12: 'by the master persona, not for sale, without a 3D application',
    20: 'liked by nobody yet',
    21: 'liked by nobody yet (a second one)',
    785: 'by the master persona, a unit treasure, without detail pictures',
  },
  artists: {
    101: 'the master persona’s identity: three or more news, recommended treasures on more than one page, followed by nobody of the personas',
    104: 'another master, assisted by the assistant persona',
    106: 'another master whose name shares the search name (codes "李明") with 101',
  },
  derivatives: { 1: 'a derivative item of treasure 1 (code DV0001)' },
  authorisations: {
    1: 'an active authorisation of the master persona',
    2: 'an authorisation of the master persona waiting for its login',
    3: 'a revoked authorisation of the master persona',
    4: 'an authorisation of another master',
  },
  news: { 1: 'a news item of the master persona', 4: 'a news item of another master' },
  works: { 1: 'a draft work of the master persona', 2: 'a work of the master persona under review' },
  users: { 12: 'the user account of master 104 (its `artist_user.id` in getArtistList)' },
  audioRules: { 1: 'an AI voice pricing rule (a `rule_id` audio/getAudioByGoods answers)' },
  codes: {
    WC202600001: 'the code of treasure 1',
    '2f411ecfb0588f7fc5749070f8238caf': 'the blockchain hash (uuid) of treasure 1',
    WC202600002: 'the code of treasure 2',
    WC299999999: 'an 11-character treasure code that names no treasure',
    DV0001: 'the code of derivative item 1',
    '49b9133d1d85b9785d39072bf36e9892': 'the blockchain hash (uuid) of derivative item 1',
    DV9999: 'a derivative code that names nothing',
    李明: 'a part of a name two masters share (101 and 106)',
    ZB9FN6VJ3C: 'the code of a salesman nobody is bound to',
    ZB7K3QM9XD: 'the code of the salesman the salesman persona is',
    NOPE01: 'a salesman code that names nobody',
    李明远: 'the name of the master persona',
    '13907980101': 'the phone number of the master persona',
    周小舟: 'the name of the visitor persona',
    '13812340001': 'the phone number of the visitor persona',
    '/media/seals/a101.svg': 'the seal (`signs.sign`) of the master persona',
    赌博: 'a sensitive word: a purchase message containing it is refused',
  },
} as const;

export type RecordKind = Exclude<keyof typeof ROLES, 'codes'>;
