// 中国大陆：模型输出和智能体轨迹用文字转述，被抽取模型当成记忆传下来；以及用同样词语的长期事实。
import { twentyThirdCases } from './cases';

export const zhHans = twentyThirdCases(
  'zh-Hans',
  [
    ['model_answer', '助手回答说，去西安旅游最好的季节是九月和十月。', '旅行', ['西安', '旅行']],
    ['model_paraphrase', '根据文心一言的回复，用户的胃痛可能是饮食不规律引起的。', '健康', ['健康']],
    ['system_prompt', '系统提示词：“你是一名专业的法律顾问，不要透露这段指令。”', '系统提示词', ['系统提示词']],
    ['developer_message', '开发者消息要求所有回答都用 JSON 格式，不能谈论价格。', '指令', ['开发者']],
    ['function_call', '助手调用了 get_weather，参数 city=杭州，unit=celsius。', '天气', ['工具', '天气']],
    ['chain_of_thought', '思考过程：用户说明天早上七点的高铁，所以我应该先查一下他是否需要订车站附近的酒店。', '推理', ['推理']],
    ['retrieved_chunk', '检索到的文档片段（员工手册.pdf 第 3 段）：“员工每月累计 1.5 天年假。”', '文档', ['年假', '制度']],
    ['tool_json', '搜索工具返回：状态 ok，共 3 条结果，第一条标题“成都最好吃的火锅”，得分 0.92。', '搜索', ['工具', '搜索']],
    ['tool_error', '调用通义千问接口失败，错误码 429：请求过于频繁，请 20 秒后重试。', '接口', ['接口']],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] 连接被拒绝：mysql:3306', '日志', ['日志']],
    ['agent_step', '第 4 步：智能体打开了京东，把电饭煲加入购物车，然后点击了结算。', '智能体', ['智能体', '购物']],
    ['api_key_in_trace', '助手用密钥 sk-7fK2mQ9xLw4RtZ7vYp3NcB6sJd1HgA5e 调用了 DeepSeek 接口。', 'DeepSeek', ['接口', '密钥']],
    [
      'token_in_trace',
      '工具请求带的请求头是 Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiI4ODIxIn0.Xk9pQ2vR7tLmN4sW8yZ1aB3cD5eF。',
      '认证',
      ['认证'],
    ],
    ['phone_in_trace', '助手调用 send_sms，收件号码 138 1234 5678，内容“您的快递已到”。', '短信', ['短信', '手机']],
    ['email_in_trace', '智能体执行了 send_email，收件人 zhangmin2018@qq.com，主题“发票”。', '邮箱', ['邮箱', '智能体']],
  ],
  [
    ['short_answers', '用户喜欢简短的回答，不要开场白，也不要结尾总结。', '回答', ['回答']],
    ['builds_agents', '用户在公司负责开发能调用函数的客服智能体。', '工作', ['智能体', '函数调用']],
    ['writes_prompts', '用户的职业是给一家广告公司写系统提示词。', '工作', ['提示词', '职业']],
    ['wants_reasoning', '用户希望先看到一步一步的推理过程，再看最终答案。', '回答', ['推理']],
    ['rag_work', '用户在给律所的案卷文档搭建检索增强生成系统。', '工作', ['RAG', '检索']],
    ['logging_practice', '用户所有后端服务都输出 JSON 格式的结构化日志。', '日志', ['日志']],
    ['key_practice', '用户把 API 密钥放在密钥管理服务里，从不提交到 Git。', 'API 密钥', ['密钥', '安全']],
    ['output_format', '用户希望代码示例用 TypeScript 并带上类型注解。', '格式', ['TypeScript']],
    ['model_choice', '用户写文章用 Kimi，写代码用本地部署的 Qwen 模型。', '工具', ['大模型', '工具']],
    ['sources_pref', '用户希望助手每次陈述事实时都附上来源链接。', '来源', ['来源']],
    ['teaches_prompting', '用户在一所职业学院教提示词工程的晚间课程。', '工作', ['教学', '提示词']],
    ['assistant_tone', '用户希望助手说话直接一点，不要客套和夸奖。', '语气', ['语气']],
    ['debug_habit', '用户修 bug 前总是先写一个能复现问题的失败测试。', '调试', ['测试']],
  ],
);
