// Every named read task (sandbox/read-pool.ts): the sandbox's own and each area's, one table the main
// thread and every worker build alike.
import { SANDBOX_AREAS } from './areas';
import { LIST_READS } from './list-reads';
import { CORE_READS, type ReadTasks } from './read-pool';

export function allReadTasks(): ReadTasks {
  const tasks: Record<string, ReadTasks[string]> = { ...CORE_READS, ...LIST_READS };
  for (const area of SANDBOX_AREAS) {
    for (const [name, task] of Object.entries(area.reads ?? {})) {
      if (name in tasks) throw new Error(`Two read tasks are named ${name} (the second is ${area.name}'s)`);
      tasks[name] = task;
    }
  }
  return tasks;
}
