import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    temporary_state: ['用户这几天心情不太好。', '我最近压力好大 老失眠'],
    temporary_whereabouts: ['用户下周在上海出差。', '我这个月暂时住在朋友家'],
    temporary_diet: ['用户最近在减肥，晚上不吃主食。', '用户这段时间在戒糖。'],
    temporary_project: ['用户目前在准备考研。', '用户这个月在赶一个React项目的deadline。'],
    temporary_plan: ['用户打算周末去爬山。'],
    speculation: ['用户可能对猫过敏。', '用户大概是个程序员吧。'],
    hearsay: ['听说用户的公司要搬到深圳。', '据用户的朋友说，他很怕狗。'],
    hedge: ['我好像比较喜欢喝咖啡，不太确定。', '用户似乎更喜欢安静的餐厅。'],
  }),
  ...group('zh-Hans', 'accept', {
    habit: ['用户每天早上跑步五公里。', '我每周日都给爸妈打电话。', '用户每天晚上睡前看半小时书。'],
    usual: ['用户一般喝绿茶，不喝咖啡。', '用户平时通常坐地铁上班。', '我向来喜欢靠窗的座位。'],
    chronic_condition: ['用户从小就有哮喘。', '用户患有2型糖尿病，长期服药。'],
    profession_time: ['用户是医院的夜班护士。', '用户在气象台做天气预报员。'],
    dated_title: ['用户最喜欢的电影是《爱在黎明破晓前》。', '用户最爱的歌是刘若英的《后来》。'],
    past_event: ['用户1990年出生在成都。', '用户2019年搬到了杭州。', '用户2015年在日本留学过一年。'],
  }),
];
