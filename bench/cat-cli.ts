import { catalogueFigures } from './catalogue.ts';
import { figureTable } from './figures.ts';
console.log(figureTable(await catalogueFigures()));
