import { group } from './cases';

export const ZH_HANS = [
  ...group('zh-Hans', 'refuse', {
    school_now: ['女儿周五学校组织春游。', '今晚要去开家长会。', '孩子们这周放期中假。'],
    weather_now: ['这周热浪，白天基本不出门。', '昨晚暴雨后院子被淹了。'],
    work_now: ['团队正在赶版本发布。', '这个月在写第三季度报告。', '老板出差到周四才回来。'],
  }),
  ...group('zh-Hans', 'accept', {
    lasting_school: ['女儿上初三。', '儿子在一所蒙特梭利学校上学。', '每天早上送孩子上学。'],
    lasting_weather: ['受不了潮湿的夏天。', '住在一个常年多雨的城市。'],
    lasting_work: ['每周工作四天。', '带一个六人的团队。', '喜欢用书面形式汇报工作进度。'],
  }),
];
