// Stands in for the payment provider's callback: in the demo, the front end's emulated
// in-app payment calls it after the user confirms or cancels.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CODE } from '../../contract/envelope.ts';
import { message } from '../../contract/messages.ts';
import { depsOf } from '../deps.ts';
import { sendError } from '../plugins/envelope.ts';
import { settleAudioOrder } from '../services/ai-voice.ts';

const body = z.object({ result: z.enum(['success', 'fail']) });

export async function mockPaymentRoutes(app: FastifyInstance) {
  app.post<{ Params: { order_no: string } }>('/__mock/pay/:order_no', async (req, reply) => {
    const parsed = body.safeParse(req.body);
    if (!parsed.success)
      return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field: 'result' }));
    const paid = parsed.data.result === 'success';
    const data = settleAudioOrder(depsOf(app, req).db, req.params.order_no, paid);
    return { code: 0, msg: message(paid ? 'audioActivated' : 'paymentFailed', req.lang), data };
  });
}
