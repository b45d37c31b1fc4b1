/**
 * Named steps with an undo each (Medusa-style): a workflow runs its steps in order and, when one
 * fails, undoes the ones that completed, newest first, then rethrows. Steps that only write to the
 * database share one transaction instead (its rollback is their undo); steps with effects outside it
 * (a charge at the payment provider, a courier booking) bring their own undo.
 */
export interface Step<C> {
  name: string;
  run(ctx: C): Promise<void>;
  undo?(ctx: C): Promise<void>;
}

export interface WorkflowLog {
  error(obj: object, msg: string): void;
}

export async function runWorkflow<C>(name: string, steps: ReadonlyArray<Step<C>>, ctx: C, log?: WorkflowLog): Promise<C> {
  const done: Step<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(ctx);
      done.push(step);
    } catch (error) {
      for (const finished of done.reverse()) {
        if (!finished.undo) continue;
        try {
          await finished.undo(ctx);
        } catch (undoError) {
          // The original failure is what the caller must see; a failed undo is for the operators.
          log?.error({ err: undoError, workflow: name, step: finished.name }, 'workflow undo failed');
        }
      }
      throw error;
    }
  }
  return ctx;
}
