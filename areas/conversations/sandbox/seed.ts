// The sandbox's conversations with the AI health assistant (docs/business-rules.md#conversations): 40
// fictional chats over both regions and every status, a few flagged, most short, three of 200+ messages
// and one of 1,000; ratings on assistant answers with every reason and status. Awkward content on
// purpose: answers with `<script>`, `<img onerror>`, `javascript:` links, very long words and RTL text,
// which the thread must render inert. Deterministic: its own generator and a fixed clock.
import { conversationFeedbackSchema, DOWN_REASONS, UP_REASONS, CONVERSATION_FEEDBACK_STATUSES } from '@/areas/conversation-feedbacks/definition';
import { conversationSchema, type ConversationStatus } from '@/areas/conversations/definition';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import { generator } from '@/sandbox/random';

/** Resource name of the messages' rows in catalogue_records (not a declared resource: no generic routes). */
export const MESSAGE_ROWS = 'conversation-messages';

export const CONVERSATION_SEED_COUNT = 40;
/** The seeded conversation of 1,000 messages is the first one inserted; tests find it by this title. */
export const LONG_CONVERSATION_TITLE = 'Long-running chat about sleep, stress and supplements';
export const HOSTILE_CONVERSATION_TITLE = 'Formatting test: odd answers';

const QUESTIONS = [
  'Can I take ibuprofen with paracetamol?',
  'What is a good dose of vitamin D in winter?',
  'Is melatonin safe to take every night?',
  'How long does hay fever medicine take to work?',
  'Can I give my 6 year old antihistamines?',
  'Which magnesium is best for cramps?',
  'Is it OK to drink coffee with iron tablets?',
  'How do I know if a cold has turned into a chest infection?',
];

const ANSWERS = [
  'Yes, for most adults **paracetamol and ibuprofen** can be taken together, but:\n\n- keep to the dose on each pack\n- take ibuprofen with food\n- ask a pharmacist if you have asthma or stomach problems',
  'Adults in the UK are advised to take **10 micrograms** a day from October to March. See the [NHS guidance](https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/).',
  'Melatonin is meant for *short-term* use. Talk to your GP before using it for more than a few weeks.\n\n> Sleep hygiene helps most people more than supplements.',
  'Most one-a-day antihistamines start working within **1–3 hours**. A steroid nasal spray can take a few days to work fully.',
  'Some antihistamines are licensed for children from age 6; check the pack:\n\n1. Cetirizine liquid\n2. Loratadine liquid\n\nAlways use the measuring spoon provided.',
  'Magnesium citrate is absorbed well. `400 mg` a day is the usual upper limit from supplements.',
  'Coffee and tea reduce how much iron you absorb. Leave **an hour** between them and your iron tablet.',
  'See a doctor if you have a high temperature, chest pain, or you are coughing up blood. ### Not a heading in the middle',
];

const HOSTILE_ANSWERS = [
  'Here is a script: <script>window.__hostile = "script ran"; alert("xss")</script> — it must show as text, never run.',
  'An image that tries to run code: <img src="x" onerror="window.__hostile = \'img ran\'; alert(1)"> and <iframe src="https://example.com"></iframe>.',
  'Click [this safe-looking link](javascript:window.__hostile=%22link%20ran%22;alert(1)) or [this one](JaVaScRiPt:alert(2)) or <a href="javascript:alert(3)">raw link</a>. A real link: [NHS](https://www.nhs.uk/).',
  `A very long word: ${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(8)} and a long URL https://www.example.com/${'a'.repeat(300)}`,
  'نص عربي من اليمين إلى اليسار: تناول الدواء بعد الأكل. עברית: יש ליטול את התרופה אחרי האוכל. Mixed with English.',
  '![tracking pixel](https://evil.example.com/pixel.png) <style>body{display:none}</style> <div onclick="alert(1)">click</div>',
];

const USERS = ['amelia.hughes', 'oliver.patel', 'priya.brennan', 'tom.okoro', null, 'sofia.nguyen', 'jamal.carter', 'zoe.oconnor'];
const FLAG_REASONS = ['Answer suggested a dose above the pack limit', 'Gave advice about a child without asking the age', 'Recommended stopping prescribed medication'];
const COMMENTS = [
  'This is wrong, the leaflet says otherwise.',
  'Dangerous advice for someone on blood thinners!',
  null,
  'Did not answer my question',
  'Too long, I could not follow it.',
  'Great, thanks',
  'Clear and quick.',
  `Very long comment ${'really '.repeat(100)}long`.slice(0, 1000),
];

function messageCount(index: number, random: () => number): number {
  if (index === 0) return 1000;
  if (index <= 3) return 200 + index * 20;
  return 2 + 2 * Math.floor(random() * 10);
}

function statusOf(index: number): ConversationStatus {
  if (index % 7 === 2) return 'flagged';
  return index % 3 === 1 ? 'closed' : 'open';
}

export function seedConversations(store: CatalogueStore, random = generator(20_260_117)): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const questions = store.all('suggested-questions');
  let clock = Date.UTC(2025, 2, 3, 8, 0, 0);
  let feedbackCount = 0;

  for (let index = 0; index < CONVERSATION_SEED_COUNT; index += 1) {
    const region = index % 2 === 0 ? 'gb' : 'us';
    const status = statusOf(index);
    const hostile = index === 5;
    const user = USERS[index % USERS.length];
    const startedFrom = index % 4 === 0 ? questions.filter((q) => q.region === region)[index % 3] : undefined;
    const count = messageCount(index, random);
    const started = clock;
    const firstQuestion = startedFrom ? String(startedFrom.text) : pick(QUESTIONS);
    const title = index === 0 ? LONG_CONVERSATION_TITLE : hostile ? HOSTILE_CONVERSATION_TITLE : index % 5 === 3 ? null : firstQuestion.replace(/\?$/, '');
    const conversation = store.insert('conversations', { session_id: `sess-${String(index + 1).padStart(4, '0')}` });

    const assistantIds: number[] = [];
    let at = started;
    for (let n = 0; n < count; n += 1) {
      at += (30 + Math.floor(random() * 90)) * 1000;
      const role = n % 2 === 0 ? 'user' : 'assistant';
      const content =
        role === 'user'
          ? n === 0
            ? firstQuestion
            : `${pick(['And', 'Also,', 'Thanks.', 'OK —'])} ${pick(QUESTIONS).toLowerCase()} (message ${n + 1})`
          : hostile
            ? HOSTILE_ANSWERS[((n - 1) / 2) % HOSTILE_ANSWERS.length]
            : pick(ANSWERS);
      const row = store.insert(MESSAGE_ROWS, { conversation_id: conversation.id, role, content, created_at: new Date(at).toISOString() });
      if (role === 'assistant') assistantIds.push(row.id);
    }

    // Ratings: the first few answers; every reason and status comes round over the seed.
    let downCount = 0;
    let unsafe = false;
    const rated = hostile ? 0 : Math.min(assistantIds.length, 1 + (index % 4));
    for (let k = 0; k < rated; k += 1) {
      const isDown = status === 'flagged' ? k === 0 : feedbackCount % 3 !== 2;
      const reason = isDown ? DOWN_REASONS[feedbackCount % DOWN_REASONS.length] : UP_REASONS[feedbackCount % UP_REASONS.length];
      const fbStatus = status === 'flagged' && k === 0 ? 'new' : CONVERSATION_FEEDBACK_STATUSES[feedbackCount % CONVERSATION_FEEDBACK_STATUSES.length];
      const feedback = conversationFeedbackSchema.parse({
        conversation_id: conversation.id,
        message_id: assistantIds[k],
        rating: isDown ? 'down' : 'up',
        reason,
        comment: COMMENTS[feedbackCount % COMMENTS.length],
        conversation_title: title ?? firstQuestion,
        region,
        status: fbStatus,
      });
      const createdAt = new Date(started + (k + 1) * 600_000).toISOString();
      store.insert('conversation-feedbacks', { ...feedback, created_at: createdAt, updated_at: createdAt });
      if (isDown) downCount += 1;
      if (isDown && reason === 'unsafe') unsafe = true;
      feedbackCount += 1;
    }

    const record = conversationSchema.parse({
      session_id: `sess-${String(index + 1).padStart(4, '0')}`,
      // The list shows the title, or the first user message when the chat has none.
      title: title ?? firstQuestion,
      user_email: user ? `${user}@example.com` : null,
      region,
      started_at: new Date(started).toISOString(),
      last_message_at: new Date(at).toISOString(),
      message_count: count,
      down_count: downCount,
      has_down_rating: downCount > 0 ? 'yes' : 'no',
      safety_flag: unsafe || status === 'flagged' ? 'yes' : 'no',
      status,
      flag_reason: status === 'flagged' ? FLAG_REASONS[index % FLAG_REASONS.length] : null,
      started_from: startedFrom ? startedFrom.id : null,
      started_from_question: startedFrom ? String(startedFrom.text) : null,
    });
    const iso = new Date(started).toISOString();
    store.update('conversations', conversation.id, { ...record, created_at: iso, updated_at: new Date(at).toISOString() });
    clock += (5 + Math.floor(random() * 300)) * 60_000;
  }
}
