// The parts of the app fetched once a page is idle, named by their module in web/ (as the build's
// manifest names them). The build gives their chunks no module preloads (vite.config.ts), and
// `npm run size -- --check` fails when a part every page fetches brings a stylesheet of its own:
// added then, each one restyled the whole page (web/src/main.tsx, decision 94).

type IdlePart = {
  source: string;
  /** fetched by every page, not by one screen */
  everyPage: boolean;
};

export const IDLE_PARTS: readonly IdlePart[] = [
  // the dialogs and toasts (lib/feedback.ts)
  { source: 'src/lib/feedback-ui.ts', everyPage: true },
  // the mock's demo tab (app/root-layout.tsx)
  { source: 'src/features/demo/demo-tab.tsx', everyPage: true },
  // the search page's master tab, behind the treasure tab (features/search/search-screen.tsx)
  { source: 'src/features/search/master-tab.tsx', everyPage: false },
];

const chunkName = (source: string) => (source.split('/').pop() ?? source).replace(/\.tsx?$/, '');

/** The built chunks of the idle parts: the chunk is named after its module, then its hash. */
export const IDLE_CHUNKS = new RegExp(
  `(^|/)(${IDLE_PARTS.map((part) => chunkName(part.source)).join('|')})-[\\w-]+\\.js$`,
);
