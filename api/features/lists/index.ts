// Customer lists (decision 0417): saved product lists a buyer can share and put in the cart.

export { listsRoutes } from './routes.ts';
