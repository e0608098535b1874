// The texts' keys as types (no runtime cost): t('…') with a key that no language has, or in
// the wrong namespace, does not compile. Each namespace is the Chinese table of its feature(s);
// i18n-parity.test.ts keeps the English tables to the same keys and placeholders.
import 'i18next';
import type { zn as preview } from './components/preview/texts.ts';
import type { zn as auth } from './features/auth/texts.ts';
import type { zn as browse } from './features/browse/texts.ts';
import type { zn as realBackend } from './features/demo/real-backend-texts.ts';
import type { zn as demo } from './features/demo/texts.ts';
import type { zn as favourites } from './features/favourites-and-following/texts.ts';
import type { zn as master } from './features/master/texts.ts';
import type { zn as masterHome } from './features/master-home/texts.ts';
import type { zn as masterTools } from './features/master-tools/texts.ts';
import type { zn as myTreasures } from './features/my-treasures/texts.ts';
import type { zn as organisations } from './features/organisations/texts.ts';
import type { zn as points } from './features/points/texts.ts';
import type { zn as repair } from './features/repair/texts.ts';
import type { zn as masterTab } from './features/search/master-tab-texts.ts';
import type { zn as search } from './features/search/texts.ts';
import type { zn as talk } from './features/talk/texts.ts';
import type { zn as transfers } from './features/transfers/texts.ts';
import type { zn as treasure } from './features/treasure/texts.ts';
import type { zn as bridge } from './lib/bridge-texts.ts';
import type { zn as common } from './locales/zn.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      // the shell's texts, and the login's, the demo panel's and the emulator's, which join them when they load
      common: typeof common & typeof auth & typeof demo & typeof realBackend & typeof bridge;
      treasure: typeof treasure;
      search: typeof search & typeof masterTab;
      master: typeof master;
      masterHome: typeof masterHome;
      masterTools: typeof masterTools;
      preview: typeof preview &
        typeof browse &
        typeof favourites &
        typeof myTreasures &
        typeof organisations &
        typeof points &
        typeof repair &
        typeof talk &
        typeof transfers;
      artistQr: { title: string; hint: string; close: string };
    };
  }
}
