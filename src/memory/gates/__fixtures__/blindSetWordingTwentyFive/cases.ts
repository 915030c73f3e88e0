// The categories of the twenty-fifth wording round, each with the memory type an extraction model would send for it
// when it copies devices, apps, accounts and work in progress of the moment from a chat with a coding or tech
// assistant, and a subject word of its own: code work of the moment (a bug chased, a build or deploy failing, a
// migration or refactor this sprint, a side project stuck on one error, a code review awaited), a device or app of the
// moment (a laptop in repair, a cracked screen, an app crashing since an update, a free trial running out, a keyboard
// arriving), work of the moment (an outage today, an exam or certification crammed for), and the lasting facts that
// look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  code_now: ['project_context', 'code'],
  device_now: ['stable_user_context', 'devices'],
  work_now: ['workflow_preference', 'work'],
  // to accept
  lasting_code: ['project_context', 'code'],
  lasting_devices: ['user_preference', 'devices'],
  lasting_work: ['stable_user_context', 'work'],
};

export const group = groupedBy(CATEGORY);
