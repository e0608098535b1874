// Masters (artists of type 1). 101-105 are the fixtures' masters (seeds/README.md); 106-108 are extra.
// 李明远 (101) and 李明辉 (106) share "李明" so a name search can list several.
import { artistPhoto, lines, sealOf } from './helpers.ts';
import type { ArtistSeed } from './types.ts';

/** The signature password of every master that has one (the fixtures: set for 101, 103, 104). */
export const DEMO_SIGN_PASSWORD = '123456';

export const masters: ArtistSeed[] = [
  {
    id: 101,
    type: 1,
    name: '李明远',
    name_intl: 'Li Mingyuan',
    title: '中国陶瓷艺术大师',
    title_intl: 'Master of Chinese Ceramic Art',
    pic: artistPhoto(101),
    content:
      '李明远，1968 年生于江西景德镇，师从青花名家，从艺四十余年，专注青花与釉里红技艺。其作品笔意清雅、发色沉稳，既承明清官窑法度，又融入当代审美，被多家博物馆收藏。',
    content_intl:
      'Born in Jingdezhen, Jiangxi, in 1968, Li Mingyuan has devoted more than forty years to blue-and-white and underglaze-red porcelain. His brushwork is light and poised and his cobalt deep and steady: faithful to the rules of the Ming and Qing imperial kilns, yet fully contemporary. His works are held by several museums.',
    honor: lines(
      '2024 中国工艺美术百花奖金奖',
      '2022 中国陶瓷艺术大师',
      '2019 江西省工艺美术大师',
      '2018 全国陶瓷艺术设计创新评比金奖',
      '2016 作品《青花山水大盘》被故宫博物院收藏',
      '2012 景德镇市非物质文化遗产代表性传承人',
    ),
    honor_intl: lines(
      '2024 China Arts and Crafts Hundred Flowers Award, Gold',
      '2022 Master of Chinese Ceramic Art',
      '2019 Jiangxi Provincial Master of Arts and Crafts',
      '2018 National Ceramic Art and Design Innovation Competition, Gold',
      '2016 "Blue-and-White Landscape Charger" acquired by the Palace Museum',
      '2012 Representative Inheritor of Jingdezhen Intangible Cultural Heritage',
    ),
    birthday: '1968-05-12',
    gender: 0,
    status: 0,
    sign: sealOf(101),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 0,
  },
  {
    id: 102,
    type: 1,
    name: '赵青',
    name_intl: 'Zhao Qing',
    title: '国家一级美术师',
    title_intl: 'National First-Class Artist',
    pic: artistPhoto(102),
    content:
      '赵青，女，1975 年生于浙江桐庐，中国美术学院山水画专业硕士。长年写生于富春江畔，以淡墨积染见长，画面空灵含蓄，被誉为“新富春画派”的代表画家之一。',
    content_intl:
      'Zhao Qing was born in Tonglu, Zhejiang, in 1975 and holds a master’s degree in landscape painting from the China Academy of Art. She has sketched along the Fuchun River for years; her layered pale-ink washes give her work an airy restraint, and she is regarded as a leading voice of the “New Fuchun School”.',
    honor: lines('2023 第十四届全国美术作品展览入选', '2021 浙江省优秀美术作品奖', '2018 中国美术家协会会员'),
    honor_intl: lines(
      '2023 Selected for the 14th National Exhibition of Fine Arts',
      '2021 Zhejiang Provincial Award for Outstanding Works of Art',
      '2018 Member of the China Artists Association',
    ),
    birthday: '1975-09-03',
    gender: 1,
    status: 0,
    sign: sealOf(102),
    // no signature password: the master home asks her to go to /sign
    audio_count: 0,
  },
  {
    id: 103,
    type: 1,
    name: '孙伟',
    name_intl: 'Sun Wei',
    title: '中国玉石雕刻大师',
    title_intl: 'Master of Chinese Jade Carving',
    pic: artistPhoto(103),
    content:
      '孙伟，扬州玉雕世家第三代传人，擅长山子雕与薄胎器皿。他因材施艺、巧用俏色，作品线条圆润、意境深远，多次在“天工奖”中获奖。',
    content_intl:
      'Sun Wei is the third generation of a Yangzhou jade-carving family, known for boulder carvings and thin-walled vessels. He lets each stone suggest its subject and uses its natural colours with wit; his smooth, flowing lines have earned him several Tiangong Awards.',
    honor: lines('2023 “天工奖”玉雕精品金奖', '2020 中国玉石雕刻大师', '2017 江苏省工艺美术大师'),
    honor_intl: lines(
      '2023 Tiangong Award for Jade Carving, Gold',
      '2020 Master of Chinese Jade Carving',
      '2017 Jiangsu Provincial Master of Arts and Crafts',
    ),
    // no birthday and no gender: the master home asks him to complete /masterinfo
    birthday: null,
    gender: null,
    status: 0,
    sign: sealOf(103),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 0,
  },
  {
    id: 104,
    type: 1,
    name: '陈雨',
    name_intl: 'Chen Yu',
    title: '研究员级高级工艺美术师',
    title_intl: 'Senior Arts and Crafts Master (Research Fellow)',
    pic: artistPhoto(104),
    content:
      '陈雨，女，1982 年生于苏州镇湖，自幼随母学习苏绣，精于双面绣与乱针绣。她以丝为墨、以针为笔，让传统针法表现光影与肌理，作品多次作为国礼赠送外宾。',
    content_intl:
      'Chen Yu was born in Zhenhu, Suzhou, in 1982 and learned Suzhou embroidery from her mother as a child. A specialist in double-sided and random-stitch embroidery, she paints with silk and a needle, using traditional stitches to render light and texture. Several of her works have been presented as state gifts.',
    honor: lines('2024 中国工艺美术百花奖银奖', '2021 江苏省工艺美术大师', '2019 作品《太湖春晓》作为国礼赠送外宾'),
    honor_intl: lines(
      '2024 China Arts and Crafts Hundred Flowers Award, Silver',
      '2021 Jiangsu Provincial Master of Arts and Crafts',
      '2019 "Spring Dawn on Lake Tai" presented as a state gift',
    ),
    birthday: '1982-03-21',
    gender: 1,
    status: 0,
    sign: sealOf(104),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 2,
  },
  {
    id: 105,
    type: 1,
    name: '周琳',
    name_intl: 'Zhou Lin',
    title: '青年漆艺创作者',
    title_intl: 'Young Lacquer Artist',
    pic: artistPhoto(105),
    content: '周琳，福州漆艺青年创作者，专注脱胎漆器与现代漆画，入驻申请正在审核中。',
    content_intl:
      'Zhou Lin is a young lacquer artist from Fuzhou working in bodiless lacquerware and modern lacquer painting. Her application is under review.',
    honor: lines('2025 福建省青年工艺美术作品展银奖'),
    honor_intl: lines('2025 Fujian Young Arts and Crafts Exhibition, Silver'),
    birthday: '1996-08-30',
    gender: 1,
    // 4: application pending, treated as -1 (not yet an artist)
    status: 4,
    sign: null,
    audio_count: 0,
  },
  {
    id: 106,
    type: 1,
    name: '李明辉',
    name_intl: 'Li Minghui',
    title: '高级工艺美术师',
    title_intl: 'Senior Arts and Crafts Master',
    pic: artistPhoto(106),
    content:
      '李明辉，1971 年生于江苏宜兴丁蜀镇，从事紫砂壶制作三十余年，擅长光素器与筋纹器。他坚持全手工拍身筒成型，壶体线条挺括、气韵饱满。',
    content_intl:
      'Born in Dingshu, Yixing, in 1971, Li Minghui has made Yixing zisha teapots for over thirty years, specialising in plain and ribbed forms. He still builds every body by hand-beating clay slabs, giving his pots crisp lines and a full, balanced presence.',
    honor: lines('2022 中国紫砂艺术展金奖', '2019 江苏省陶瓷艺术名人', '2015 宜兴市工艺美术名人'),
    honor_intl: lines(
      '2022 China Zisha Art Exhibition, Gold',
      '2019 Jiangsu Provincial Distinguished Ceramic Artist',
      '2015 Yixing Distinguished Craftsman',
    ),
    birthday: '1971-11-08',
    gender: 0,
    status: 0,
    sign: sealOf(106),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 1,
  },
  {
    id: 107,
    type: 1,
    name: '吴晓岚',
    name_intl: 'Wu Xiaolan',
    title: '中国书法家协会会员',
    title_intl: 'Member of the China Calligraphers Association',
    pic: artistPhoto(107),
    content:
      '吴晓岚，女，1979 年生于绍兴，自幼临习二王法帖，行书秀逸洒脱，小楷精严工稳，兼擅篆刻。现任兰亭书法研究院研究员。',
    content_intl:
      'Wu Xiaolan was born in Shaoxing in 1979 and has copied the model calligraphy of Wang Xizhi and Wang Xianzhi since childhood. Her running script is graceful and free, her small regular script exact and composed; she is also a seal carver and a research fellow of the Lanting Calligraphy Institute.',
    honor: lines('2024 全国书法篆刻作品展优秀奖', '2020 兰亭奖创作奖提名'),
    honor_intl: lines(
      '2024 National Calligraphy and Seal Carving Exhibition, Award of Excellence',
      '2020 Lanting Award for Creative Work, Nominee',
    ),
    birthday: '1979-06-15',
    gender: 1,
    status: 0,
    sign: sealOf(107),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 0,
  },
  {
    id: 108,
    type: 1,
    name: '林海',
    name_intl: 'Lin Hai',
    title: '中国工艺美术大师',
    title_intl: 'Master of Chinese Arts and Crafts',
    pic: artistPhoto(108),
    content:
      '林海，1965 年生于河南安阳，研究商周青铜器四十年，复原失蜡法与范铸法工艺。其作品纹饰精准、铜色古雅，兼具学术与艺术价值。',
    content_intl:
      'Born in Anyang, Henan, in 1965, Lin Hai has studied Shang and Zhou bronzes for forty years and revived both lost-wax and piece-mould casting. His works are precise in ornament and mellow in patina, prized by scholars and collectors alike.',
    honor: lines('2021 中国工艺美术大师', '2018 中国工艺美术百花奖金奖', '2014 河南省非物质文化遗产代表性传承人'),
    honor_intl: lines(
      '2021 Master of Chinese Arts and Crafts',
      '2018 China Arts and Crafts Hundred Flowers Award, Gold',
      '2014 Representative Inheritor of Henan Intangible Cultural Heritage',
    ),
    birthday: '1965-02-27',
    gender: 0,
    status: 0,
    sign: sealOf(108),
    sign_password: DEMO_SIGN_PASSWORD,
    audio_count: 0,
  },
];
