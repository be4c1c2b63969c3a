// Splits input-to-frame latencies into three phases: the editor's work up to its postMessage
// call, the wait until the frame's message event runs (the message hop, plus whatever the main
// thread does first, such as the editor's own re-render), and the frame's work up to the DOM
// change. Messages arrive in the order they were posted, so posts[k] and arrivals[k] are one
// message. Browsers coarsen timers (about 0.1 ms), so an arrival may read a little later than
// the DOM change it caused; TIMER_SLACK allows for that.

const TIMER_SLACK = 0.5;

export interface Phases {
  readonly editor: number[];
  readonly wait: number[];
  readonly frame: number[];
}

/** `inputs[i]` led to the DOM change at `shown[i]`; posts and arrivals are every message. */
export function splitPhases(
  inputs: readonly number[],
  shown: readonly number[],
  posts: readonly number[],
  arrivals: readonly number[],
): Phases {
  const phases: Phases = { editor: [], wait: [], frame: [] };
  inputs.forEach((input, i) => {
    const end = shown[i];
    if (end === undefined) return;
    let k = -1;
    arrivals.forEach((arrival, index) => {
      if (arrival <= end + TIMER_SLACK) k = index;
    });
    const post = posts[k];
    const arrival = arrivals[k];
    if (post === undefined || arrival === undefined || post < input) return;
    phases.editor.push(post - input);
    phases.wait.push(arrival - post);
    phases.frame.push(Math.max(0, end - arrival));
  });
  return phases;
}
