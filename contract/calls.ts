// Every /api call of the contract, in the order of product §7 (provisional ones last).
// The server registers a route for each, the OpenAPI document lists each, and the contract
// suite checks each.
import * as artist from './calls/artist.ts';
import * as audio from './calls/audio.ts';
import * as auth from './calls/auth.ts';
import * as collection from './calls/collection.ts';
import * as common from './calls/common.ts';
import * as goods from './calls/goods.ts';
import * as goodsder from './calls/goodsder.ts';
import * as masterAccount from './calls/master-account.ts';
import * as masterTools from './calls/master-tools.ts';
import * as masterWorks from './calls/master-works.ts';
import * as masters from './calls/masters.ts';
import * as news from './calls/news.ts';
import * as order from './calls/order.ts';
import * as treasurePages from './calls/treasure-pages.ts';
import * as upload from './calls/upload.ts';
import type { CallDef } from './define-call.ts';
import type { EndpointName, endpoints } from './endpoints.ts';

export const calls = {
  helpConfig: goods.helpConfig,
  encrypt: common.encrypt,
  goodsInfo: goods.info,
  goodsderInfo: goodsder.info,
  checkGoodsType: goods.checkType,
  wechatConfig: auth.wechatConfig,
  nt: auth.nt,
  me: auth.me,
  login: auth.login,
  urlScheme: auth.urlScheme,
  share: goods.share,
  newsList: news.list,
  recommend: goods.recommend,
  audioStatus: goods.audioStatus,
  followStatus: artist.followStatusCall,
  editFollow: artist.editFollow,
  applyBuyStatus: collection.applyBuyStatus,
  applyBuy: collection.applyBuy,
  applyBuyId: goods.applyBuyId,
  audioPricing: audio.pricing,
  audioPayByCount: audio.payByCount,
  payAudioLogs: order.payAudioLogs,
  like: goods.like,
  editSave: goods.editSave,
  artistList: auth.artistList,
  chooseArtist: auth.chooseArtist,
  publicNotice: auth.publicNotice,
  // Provisional calls, for the screens whose calls the spec does not show.
  uploadImage: upload.uploadImage,
  treasureSummary: treasurePages.summary,
  transferRecords: treasurePages.transferRecords,
  valuations: treasurePages.valuations,
  reportSubmit: treasurePages.reportSubmit,
  violationSubmit: treasurePages.violationSubmit,
  detailUploadSubmit: treasurePages.detailUploadSubmit,
  detailUploadStatus: treasurePages.detailUploadStatus,
  applyBuyInfo: treasurePages.applyBuyInfo,
  derivativeDetail: treasurePages.derivativeDetail,
  masterSearch: masters.search,
  masterPage: masters.page,
  // master, collector and institution tools
  ownerProfile: masterTools.ownerProfileCall,
  editOwnerProfile: masterTools.editOwnerProfile,
  ownerSignature: masterTools.ownerSignature,
  saveSignature: masterTools.saveSignature,
  authorisations: masterTools.authorisations,
  authorisationDetail: masterTools.authorisationDetail,
  authorise: masterTools.authorise,
  revokeAuthorisation: masterTools.revokeAuthorisation,
  workSubmissions: masterWorks.workSubmissions,
  saveWork: masterWorks.saveWork,
  deleteWork: masterWorks.deleteWork,
  ownerTreasures: masterWorks.ownerTreasures,
  setRecommended: masterWorks.setRecommended,
  setForSale: masterWorks.setForSale,
  ownerNews: masterWorks.ownerNews,
  saveNews: masterWorks.saveNews,
  deleteNews: masterWorks.deleteNews,
  threeDApplications: masterWorks.threeDApplications,
  applyThreeD: masterWorks.applyThreeD,
  statistics: masterAccount.statisticsCall,
  roleApplication: masterAccount.roleApplicationCall,
  applyRole: masterAccount.applyRole,
  bindSalesman: masterAccount.bindSalesman,
} as const satisfies { [K in EndpointName]: { id: (typeof endpoints)[K]['id'] } };

export const allCalls: CallDef[] = Object.values(calls) as CallDef[];
