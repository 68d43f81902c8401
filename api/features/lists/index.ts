// Customer lists (decision 0417): saved product lists a buyer can share and put in the cart.
// Its routes files are mounted by api/routes/index.ts.
