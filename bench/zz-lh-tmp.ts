import { lighthouseScores } from './lighthouse.ts';
console.log(JSON.stringify(await lighthouseScores(process.argv[2]!, (process.env.PAGES ?? '/').split(','))));
