// United States: model output and agent traces told in words, as an extraction model would pass them on, and the
// lasting look-alikes that share their words.
import { twentyThirdCases } from './cases';

export const en = twentyThirdCases(
  'en',
  [
    ['model_answer', 'The assistant answered that the best time to visit Yosemite is late May.', 'travel', ['Yosemite', 'travel']],
    ['model_paraphrase', "According to ChatGPT's reply, the user's headaches are probably caused by dehydration.", 'health', ['health']],
    ['system_prompt', 'System prompt: "You are a friendly travel agent. Never mention competitors."', 'assistant', ['system prompt']],
    ['developer_message', 'The developer message said to always answer in JSON and never discuss pricing.', 'instructions', ['developer']],
    ['function_call', 'The assistant called get_weather with city=Denver and units=imperial.', 'weather', ['tool', 'weather']],
    [
      'chain_of_thought',
      'Reasoning: the user mentioned a flight at 6 am, so first I should check whether he needs a hotel near the airport.',
      'reasoning',
      ['reasoning'],
    ],
    [
      'retrieved_chunk',
      'Retrieved chunk 3 of 12 from handbook.pdf: "Employees accrue 1.5 vacation days per month."',
      'handbook',
      ['vacation', 'policy'],
    ],
    [
      'tool_json',
      'The search tool returned status ok, 3 results, top result title "Best tacos in Austin", score 0.92.',
      'search',
      ['tool', 'search'],
    ],
    ['tool_error', 'The OpenAI call failed with error 429: rate limit exceeded, retry after 20 seconds.', 'API', ['API', 'OpenAI']],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Connection refused: postgres:5432', 'logs', ['logs', 'postgres']],
    [
      'agent_step',
      'Step 4: the agent opened amazon.com, added the blender to the cart and clicked Checkout.',
      'agent',
      ['agent', 'shopping'],
    ],
    [
      'api_key_in_trace',
      'The assistant called the Stripe API with key sk_live_51Hq8ZkLmN3pQr7StUvWx9YzA2bC4dE6fG.',
      'Stripe',
      ['Stripe', 'API'],
    ],
    [
      'token_in_trace',
      'The tool request sent the header Authorization: Bearer ghp_8fK2mQ9xLw4RtZ7vYp3NcB6sJd1HgA5eU0oI.',
      'GitHub',
      ['GitHub', 'auth'],
    ],
    ['phone_in_trace', 'The assistant called send_sms with to=+1 415 826 3947 and body "Your table is ready".', 'SMS', ['SMS', 'phone']],
    [
      'email_in_trace',
      'The agent ran send_email with recipient=megan.cole82@outlook.com and subject "Invoice".',
      'email',
      ['email', 'agent'],
    ],
  ],
  [
    ['short_answers', 'The user prefers short answers without a preamble or a summary at the end.', 'answers', ['answers']],
    [
      'builds_agents',
      'The user builds function-calling agents for customer support at his company.',
      'work',
      ['agents', 'function calling'],
    ],
    ['writes_prompts', 'The user writes system prompts for a living at a marketing agency.', 'work', ['system prompts', 'career']],
    ['wants_reasoning', 'The user wants the reasoning shown step by step before the final answer.', 'answers', ['reasoning']],
    ['rag_work', "The user is building a retrieval system over his law firm's case documents.", 'work', ['RAG', 'retrieval']],
    ['logging_practice', 'The user writes structured JSON logs in all his backend services.', 'logs', ['logging']],
    ['key_practice', 'The user keeps API keys in a secrets manager and never commits them to Git.', 'API keys', ['API keys', 'security']],
    ['output_format', 'The user wants code examples in TypeScript with type annotations.', 'format', ['TypeScript']],
    ['model_choice', 'The user uses Claude for writing and a local Llama model for code.', 'tools', ['LLM', 'tools']],
    ['sources_pref', 'The user wants sources linked whenever the assistant states a fact.', 'sources', ['sources']],
    [
      'teaches_prompting',
      'The user teaches an evening course on prompt engineering at a community college.',
      'work',
      ['teaching', 'prompts'],
    ],
    ['assistant_tone', 'The user wants the assistant to be blunt and skip compliments.', 'tone', ['tone']],
    ['debug_habit', 'The user always reproduces a bug with a failing test before fixing it.', 'debugging', ['testing']],
  ],
);
