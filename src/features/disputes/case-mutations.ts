import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { api } from "../../api/api";
import type {
  CounterDisputeBody,
  DisputeAnswerKind,
  EscalateDisputeBody,
} from "../../api/dispute-answers";
import type { AcceptDisputeResult } from "../../api/client";
import type { DisputeCase } from "../../api/records/dispute-case";
import type { acceptDisputeSchema } from "../../api/schemas";
import { isApiError } from "../../lib/api-error";
import type { z } from "zod/mini";
import { disputeQueries } from "./queries";

/**
 * After a write to a case: the returned case becomes the case's current state, and the lists of cases and every
 * query under `relatedQueryKeys` (the order, which may now be refunded) are read again before the write counts
 * as done. A conflict means the case is not as the screen shows it: it is read again, so the page shows the
 * server's state.
 */
export function caseWriteSettlers(
  queryClient: QueryClient,
  disputeCaseId: number,
  relatedQueryKeys: readonly QueryKey[],
) {
  const detailKey = disputeQueries.detail(disputeCaseId).queryKey;
  return {
    onSuccess: async (result: AcceptDisputeResult) => {
      const { dispute } = result;
      // A case answered without its events keeps the ones shown until it is read again with them.
      if (dispute)
        queryClient.setQueryData<DisputeCase>(detailKey, (shown) =>
          dispute.events === null && shown
            ? { ...dispute, events: shown.events }
            : dispute,
        );
      await Promise.all([
        // An answer without the case (204), or without its events, says nothing of what it now holds: read it again.
        dispute && dispute.events !== null
          ? null
          : queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: disputeQueries.lists() }),
        ...relatedQueryKeys.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]);
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: detailKey });
        void queryClient.invalidateQueries({
          queryKey: disputeQueries.lists(),
        });
      }
    },
  };
}

/** Accepts the dispute once; the answer is also kept as `accepted` (see above). */
export function useAcceptDispute(
  disputeCaseId: number,
  relatedQueryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const settle = caseWriteSettlers(
    queryClient,
    disputeCaseId,
    relatedQueryKeys,
  );
  return useMutation({
    mutationKey: [...disputeQueries.all(), disputeCaseId, "accept"],
    meta: {
      activity: {
        action: "Dispute accepted",
        itemType: "dispute-case",
        itemId: disputeCaseId,
      },
    },
    mutationFn: ({ message }: z.output<typeof acceptDisputeSchema>) =>
      api.acceptOrderDispute(disputeCaseId, message),
    onSuccess: async (result) => {
      queryClient.setQueryData(
        disputeQueries.accepted(disputeCaseId).queryKey,
        { ...result, acceptedAt: Date.now() },
      );
      await settle.onSuccess(result);
    },
    onError: settle.onError,
  });
}

const ANSWER_ACTIVITY: Record<DisputeAnswerKind, string> = {
  counter: "Dispute countered",
  escalate: "Dispute escalated",
};

/** Counters or escalates the case once; the activity log records it with its request id. */
export function useAnswerDispute(
  disputeCaseId: number,
  kind: DisputeAnswerKind,
  relatedQueryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...disputeQueries.all(), disputeCaseId, kind],
    meta: {
      activity: {
        action: ANSWER_ACTIVITY[kind],
        itemType: "dispute-case",
        itemId: disputeCaseId,
      },
    },
    // The body itself is the mutation's variables, so the texts in it are kept out of the log as sent strings.
    mutationFn: (body: CounterDisputeBody | EscalateDisputeBody) =>
      api.answerOrderDispute(
        disputeCaseId,
        kind === "counter"
          ? { kind, body: body as CounterDisputeBody }
          : { kind, body: body as EscalateDisputeBody },
      ),
    ...caseWriteSettlers(queryClient, disputeCaseId, relatedQueryKeys),
  });
}
