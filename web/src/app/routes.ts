// Every route of product §2: its path, its title (locales: titles.*, by the path's first word
// unless the route names another) and its screen, each screen a chunk of its own. Screen files
// are named for what they are; the URL keeps the spec's names.
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { TitleKey } from '../lib/titles.ts';

export type ScreenModule = {
  default: ComponentType;
  /** what the screen needs at hand for an address (its query, its route's params) to draw it in one render */
  preload?: (search: string, params: Params) => Promise<unknown> | undefined;
};
export type ScreenRoute = {
  path: string;
  /** the page's title key where it is not the path's first word (titleOf) */
  title?: TitleKey;
  load: () => Promise<ScreenModule>;
  /** for logged-in users: an ordinary browser without a login is sent to /pt_login (product §6) */
  member?: true;
  /** a visitor screen whose first paint the server draws (web/src/entry-server.tsx) */
  ssr?: true;
};

/** The route's title key: its own, else its path's first word (`/detail/:id` is titles.detail). */
export const titleOf = (route: ScreenRoute): TitleKey => route.title ?? (route.path.split('/')[1] as TitleKey);

/** A screen that is a named export of a module holding several (the master tools, the transfers). */
const screen =
  <Name extends string>(name: Name) =>
  (module: Record<Name, ComponentType>): ScreenModule => ({ default: module[name] });

export const screenRoutes: ScreenRoute[] = [
  // Visitor search and masters (features/search, features/master)
  { path: '/', title: 'center', load: () => import('../features/search/search-screen.tsx'), ssr: true },
  { path: '/detailTeacher', load: () => import('../features/master/master-search-screen.tsx') },
  {
    path: '/tcdetail/:id',
    load: () => import('../features/master/master-page-screen.tsx'),
    ssr: true,
  },
  {
    path: '/tcdetail_pr/:id',
    load: () => import('../features/master/master-page-preview-screen.tsx'),
  },

  // Treasure pages (features/treasure)
  { path: '/detail/:id', load: () => import('../features/treasure/treasure-screen.tsx'), ssr: true },
  {
    path: '/detail_cul/:id',
    load: () => import('../features/treasure/cultural-treasure-screen.tsx'),
    ssr: true,
  },
  {
    path: '/detail_unit/:id',
    load: () => import('../features/treasure/unit-treasure-screen.tsx'),
    ssr: true,
  },
  { path: '/detail_pr/:id', load: () => import('../features/treasure/derivative-screen.tsx') },
  { path: '/record/:id', load: () => import('../features/treasure/transfer-history-screen.tsx') },
  { path: '/grap/:id', load: () => import('../features/treasure/valuation-curve-screen.tsx') },
  { path: '/report/:id', load: () => import('../features/treasure/report-screen.tsx') },
  {
    path: '/adtiViolation/:id',
    load: () => import('../features/treasure/violation-report-screen.tsx'),
  },
  { path: '/imgUpdate/:id', load: () => import('../features/treasure/detail-upload-screen.tsx') },
  {
    path: '/buy_info/:id',
    load: () => import('../features/treasure/purchase-request-info-screen.tsx'),
  },

  // Master, collector and institution homes (features/master-home) and their tools (features/master-tools)
  { path: '/home', load: () => import('../features/master-home/master-home-screen.tsx'), member: true },
  {
    path: '/home_col',
    load: () => import('../features/master-home/collector-home-screen.tsx'),
    member: true,
  },
  {
    path: '/home_inst',
    load: () => import('../features/master-home/institution-home-screen.tsx'),
    member: true,
  },
  {
    path: '/masterinfo',
    load: () => import('../features/master-tools/profile-editor.tsx').then(screen('MasterInfoScreen')),
    member: true,
  },
  {
    path: '/masterinfo_col',
    load: () => import('../features/master-tools/profile-editor.tsx').then(screen('CollectorInfoScreen')),
    member: true,
  },
  {
    path: '/renzhen',
    load: () => import('../features/master-tools/publish-work.tsx').then(screen('PublishWorkScreen')),
    member: true,
  },
  {
    path: '/renzhen_col',
    load: () => import('../features/master-tools/publish-work.tsx').then(screen('PublishCollectionItemScreen')),
    member: true,
  },
  {
    path: '/xinwen',
    load: () => import('../features/master-tools/news-manager.tsx').then(screen('NewsScreen')),
    member: true,
  },
  {
    path: '/xinwen_col',
    load: () => import('../features/master-tools/news-manager.tsx').then(screen('CollectorNewsScreen')),
    member: true,
  },
  {
    path: '/guanli',
    load: () => import('../features/master-tools/treasure-management.tsx').then(screen('ManagementScreen')),
    member: true,
  },
  {
    path: '/guanli_col',
    load: () => import('../features/master-tools/treasure-management.tsx').then(screen('CollectorManagementScreen')),
    member: true,
  },
  {
    path: '/shouquan',
    load: () => import('../features/master-tools/authorisation.tsx').then(screen('AuthorisationScreen')),
    member: true,
  },
  {
    path: '/shouquan_col',
    load: () => import('../features/master-tools/authorisation.tsx').then(screen('CollectorAuthorisationScreen')),
    member: true,
  },
  {
    path: '/sqDetail',
    load: () => import('../features/master-tools/authorisation.tsx').then(screen('AuthorisationDetailScreen')),
    member: true,
  },
  {
    path: '/sqDetail_col',
    load: () => import('../features/master-tools/authorisation.tsx').then(screen('CollectorAuthorisationDetailScreen')),
    member: true,
  },
  {
    path: '/sign',
    load: () => import('../features/master-tools/signature-settings.tsx').then(screen('SignatureScreen')),
    member: true,
  },
  {
    path: '/sign_col',
    load: () => import('../features/master-tools/signature-settings.tsx').then(screen('CollectorSignatureScreen')),
    member: true,
  },
  {
    path: '/aiyuyin/:id',
    load: () => import('../features/master-tools/ai-voice.tsx').then(screen('AiVoiceScreen')),
    member: true,
  },
  {
    path: '/apply3D',
    load: () => import('../features/master-tools/apply-3d.tsx').then(screen('Apply3dScreen')),
    member: true,
  },
  {
    path: '/data',
    load: () => import('../features/master-tools/statistics.tsx').then(screen('StatisticsScreen')),
    member: true,
  },
  {
    path: '/data_all',
    load: () => import('../features/master-tools/statistics.tsx').then(screen('AllStatisticsScreen')),
    member: true,
  },
  {
    path: '/robot',
    load: () => import('../features/master-tools/role-application.tsx').then(screen('BecomeMasterScreen')),
    member: true,
  },
  {
    path: '/robot_col',
    load: () => import('../features/master-tools/role-application.tsx').then(screen('BecomeCollectorScreen')),
    member: true,
  },
  {
    path: '/robot_inst',
    load: () => import('../features/master-tools/role-application.tsx').then(screen('BecomeInstitutionScreen')),
    member: true,
  },
  {
    path: '/banding',
    load: () => import('../features/master-tools/salesman-binding.tsx').then(screen('SalesmanBindingScreen')),
    member: true,
  },
  {
    path: '/banding_col',
    load: () => import('../features/master-tools/salesman-binding.tsx').then(screen('CollectorSalesmanBindingScreen')),
    member: true,
  },
  {
    path: '/banding_inst',
    load: () =>
      import('../features/master-tools/salesman-binding.tsx').then(screen('InstitutionSalesmanBindingScreen')),
    member: true,
  },

  // Login and system pages (features/auth, features/system)
  { path: '/pt_login', load: () => import('../features/auth/browser-login-screen.tsx') },
  { path: '/phone', load: () => import('../features/auth/phone-screen.tsx') },
  { path: '/xcx_jump', load: () => import('../features/auth/login-landing-screen.tsx') },
  { path: '/privacy_info', load: () => import('../features/auth/privacy-info-screen.tsx') },
  { path: '/maintenance', load: () => import('../features/system/maintenance-screen.tsx') },

  // Screens the spec knows only by name, by domain; their shared frame is components/preview
  // Personal screens (features/my-treasures)
  { path: '/home_index', load: () => import('../features/my-treasures/home-index-screen.tsx') },
  { path: '/zhenbao', load: () => import('../features/my-treasures/my-treasures-screen.tsx') },
  { path: '/zbbox', load: () => import('../features/my-treasures/treasure-box-screen.tsx') },
  // Favorites and following (features/favourites-and-following)
  {
    path: '/collection',
    load: () => import('../features/favourites-and-following/favorites-screen.tsx'),
  },
  {
    path: '/concern',
    load: () => import('../features/favourites-and-following/following-screen.tsx'),
  },
  // Purchase messages (features/talk) and repair requests (features/repair)
  { path: '/talk', load: () => import('../features/talk/purchase-talk-screen.tsx') },
  { path: '/repair', load: () => import('../features/repair/repair-screen.tsx') },
  // Transfers (features/transfers): variants of four screens, in one chunk
  {
    path: '/zhuanyi/:id',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('TransferScreen')),
  },
  {
    path: '/zhuanyi_col/:id',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('CollectionTransferScreen')),
  },
  {
    path: '/zyinfo',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('TransferInfoScreen')),
  },
  {
    path: '/zy_cul',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('CulturalTransferScreen')),
  },
  {
    path: '/zrinfo',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('IncomingTransferScreen')),
  },
  {
    path: '/zr_cul',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('CulturalIncomingTransferScreen')),
  },
  {
    path: '/zhuanran',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('AssignmentScreen')),
  },
  {
    path: '/zhuanran_cul',
    load: () => import('../features/transfers/transfer-screens.tsx').then(screen('CulturalAssignmentScreen')),
  },
  // Units and institutions (features/organisations)
  { path: '/unit', load: () => import('../features/organisations/unit-screen.tsx') },
  { path: '/unit_info', load: () => import('../features/organisations/unit-info-screen.tsx') },
  {
    path: '/institution',
    load: () => import('../features/organisations/institution-screen.tsx'),
  },
  // Browsing treasures (features/browse)
  { path: '/index', load: () => import('../features/browse/treasure-index-screen.tsx') },
  { path: '/list', load: () => import('../features/browse/treasure-list-screen.tsx') },
  { path: '/preview', load: () => import('../features/browse/treasure-preview-screen.tsx') },
  {
    path: '/digitalCollection',
    load: () => import('../features/browse/digital-collection-screen.tsx'),
  },
  // Points and payments (features/points)
  { path: '/chongzhi', load: () => import('../features/points/points-recharge-screen.tsx') },
  { path: '/ScoreRecord', load: () => import('../features/points/points-record-screen.tsx') },
  {
    path: '/ConsumptionDetails',
    load: () => import('../features/points/consumption-details-screen.tsx'),
  },
];
