// antd-mobile in the page's language. The front end's `import … from 'antd-mobile'` all come here
// (vite.config.ts), so that antd-mobile's English texts load with its first component rather than
// with every page: no page's first screen draws one. Its Chinese texts are its default.

import { setDefaultConfig } from 'antd-mobile/es/index.js';
import enUS from 'antd-mobile/es/locales/en-US';
import { currentLang } from './i18n.ts';

export * from 'antd-mobile/es/index.js';

if (currentLang() === 'en') setDefaultConfig({ locale: enUS });
