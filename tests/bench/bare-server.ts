import Fastify from 'fastify';

// The yardstick: a bare Fastify route answering an envelope of the same shape as get_my_info, in its
// own process like the product, so the ratio shows what our stack (auth, database, plugins) costs.
const app = Fastify({ logger: false });
const body = {
  status: 0,
  data: { user_id: 'u_bench', name: '基准用户', avatar: '', sex: 0, phone: '13800000000', has_phone: 1 },
  msg: '',
};
app.get('/bare', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare fastify ready at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
