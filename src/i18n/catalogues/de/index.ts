import shell from './shell.json';
import ui from './ui.json';

/** Every area's messages for this language, merged into one lazily loaded catalogue. */
const catalogue: Record<string, string> = { ...shell, ...ui };
export default catalogue;
