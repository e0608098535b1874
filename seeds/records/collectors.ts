// Collectors and collection institutions: artists rows of type 2 (an institution also has
// is_collector_inst 1). Users reach them through users.collector_id.
import { artistPhoto, lines, sealOf } from './helpers.ts';
import { DEMO_SIGN_PASSWORD } from './masters.ts';
import type { ArtistSeed } from './types.ts';

export const collectors: ArtistSeed[] = [
  {
    id: 201,
    type: 2,
    is_collector_inst: 0,
    name: '王芳',
    name_intl: 'Wang Fang',
    title: '浙江省收藏家协会理事',
    title_intl: 'Council Member, Zhejiang Collectors Association',
    pic: artistPhoto(201),
    content:
      '王芳，杭州人，收藏和田玉与漆器二十余年，尤重当代名家精品。她认为“藏品是时间的朋友”，常将藏品借展于公益展览。',
    content_intl:
      'A Hangzhou native, Wang Fang has collected Hetian jade and lacquerware for more than twenty years, with a particular eye for contemporary masterpieces. “A collection is a friend of time,” she says, and she often lends her pieces to public exhibitions.',
    honor: lines('2023 浙江省年度公益收藏家', '2020 “玉见江南”收藏展策展人'),
    honor_intl: lines(
      '2023 Zhejiang Collector of the Year for Public Service',
      '2020 Curator of the "Jade Meets Jiangnan" collection exhibition',
    ),
    birthday: '1972-04-18',
    gender: 1,
    status: 0,
    sign: sealOf(201),
    sign_password: DEMO_SIGN_PASSWORD,
    // one AI voice activation left: the owner of treasure 3 can activate it by count
    audio_count: 1,
  },
  {
    id: 301,
    type: 2,
    is_collector_inst: 1,
    name: '杭州艺术馆',
    name_intl: 'Hangzhou Art Museum',
    title: '国家二级博物馆',
    title_intl: 'National Grade-Two Museum',
    pic: artistPhoto(301),
    content:
      '杭州艺术馆坐落于西湖之畔，馆藏书画、丝织、陶瓷等艺术品一万余件，常年举办江南工艺主题展览，致力于让传统工艺走进当代生活。',
    content_intl:
      'On the shore of West Lake, the Hangzhou Art Museum holds more than ten thousand works of painting, calligraphy, silk and ceramics. Its year-round exhibitions on Jiangnan craftsmanship bring traditional arts into everyday life.',
    honor: lines('2022 全国博物馆十大陈列展览精品推介', '2019 浙江省文明单位'),
    honor_intl: lines('2022 National Top Ten Museum Exhibitions, Recommended', '2019 Zhejiang Civilised Institution'),
    birthday: null,
    gender: null,
    status: 0,
    sign: sealOf(301),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 3,
  },
];
