import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { nextDisputeEventId, store } from "../../../src/mocks/db";
import { ACCEPTED_REFUNDED } from "../../../src/mocks/handlers/disputes";
import { olderServerHandlers } from "../../../src/mocks/handlers/older-server";
import { server } from "../../../src/mocks/node";
import { currentUrl, renderRoute } from "../../render";
import { deferred, valueOf } from "../account-orders/helpers";

async function openCase(url: string) {
  const rendered = await renderRoute(url);
  await screen.findByRole("heading", { level: 1, hidden: true });
  return rendered;
}

function title() {
  return screen.getByRole("heading", { level: 1 });
}

describe("dispute case page", () => {
  it("shows the case: status, reason, what the buyer wants, deadlines counting down, events and its order", async () => {
    await openCase("/disputes/7001");
    expect(title()).toHaveTextContent("Dispute case 7001");
    const page = title().closest("section") as HTMLElement;
    await waitFor(() =>
      expect(within(page).getAllByText("Waiting for seller")[0]).toBeVisible(),
    );
    expect(valueOf(page, "Reason")).toHaveTextContent(
      "Credentials not working",
    );
    expect(valueOf(page, "Buyer wants")).toHaveTextContent("Refund");
    expect(valueOf(page, "Buyer’s note")).toHaveTextContent(
      "Please refund me; I do not want a replacement.",
    );
    expect(valueOf(page, "Buyer’s explanation")).toHaveTextContent(
      "The password does not work",
    );
    expect(valueOf(page, "Seller response due")).toHaveTextContent(
      /2\d h( \d+ min)? left/,
    );
    expect(
      within(page).getByRole("list", { name: "Events of the case" }),
    ).toHaveTextContent(/Dispute created/);
    expect(
      within(page).getByRole("link", { name: "account order 1001" }),
    ).toHaveAttribute("href", "/account-orders/1001");
    expect(
      within(page).getByRole("button", { name: "Accept dispute" }),
    ).toBeEnabled();
  });

  it("counts the deadline down live", async () => {
    await openCase("/disputes/7002");
    const due = await waitFor(() =>
      valueOf(title().closest("section") as HTMLElement, "Seller response due"),
    );
    const first = due
      .querySelector('time[datetime^="PT"]')
      ?.getAttribute("datetime");
    await waitFor(
      () =>
        expect(
          due.querySelector('time[datetime^="PT"]')?.getAttribute("datetime"),
        ).not.toBe(first),
      {
        timeout: 2500,
      },
    );
  });

  it("marks a deadline that has passed as expired", async () => {
    await openCase("/disputes/7005");
    const page = title().closest("section") as HTMLElement;
    await waitFor(() =>
      expect(
        within(valueOf(page, "Active deadline")).getByText("Expired"),
      ).toBeVisible(),
    );
    expect(
      within(valueOf(page, "Seller response due")).getByText("Expired"),
    ).toBeVisible();
  });

  it("accepts in a dialog at its own address; the case then shows its new state", async () => {
    const { user, router } = await openCase("/disputes/7001");
    await user.click(
      await screen.findByRole("button", { name: "Accept dispute" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Accept dispute",
    });
    expect(currentUrl(router)).toBe("/disputes/7001/accept");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Message to buyer" }),
      "Refunding.",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Accept dispute" }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe("/disputes/7001"));
    expect(await screen.findByText(ACCEPTED_REFUNDED)).toBeVisible();
    const page = title().closest("section") as HTMLElement;
    expect(valueOf(page, "Status")).toHaveTextContent("Closed");
    expect(valueOf(page, "Outcome")).toHaveTextContent("Refunded");
    expect(
      within(page).getByRole("list", { name: "Events of the case" }),
    ).toHaveTextContent(/Seller accepted by EmberTrade.*Message: Refunding\./);
    expect(
      screen.queryByRole("button", { name: "Accept dispute" }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it("says a case’s events are not known when the server leaves them out, and that there are none when it sends none", async () => {
    server.use(
      http.get("*/v2/order-disputes/:id", ({ request, params }) => {
        const { events: _events, ...dispute } = store(request).disputeCases.get(
          Number(params.id),
        )!;
        return HttpResponse.json({
          data: params.id === "7001" ? dispute : { ...dispute, events: [] },
        });
      }),
    );
    const { router } = await openCase("/disputes/7001");
    expect(
      await screen.findByText(
        "Not known: the server did not send this case’s events.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("No events yet.")).not.toBeInTheDocument();
    await router.navigate({
      to: "/disputes/$disputeId",
      params: { disputeId: 7002 },
    });
    expect(await screen.findByText("No events yet.")).toBeVisible();
  });

  it("reads the case again when an accept is answered without its events, so they show the acceptance", async () => {
    server.use(
      http.post("*/v2/order-disputes/:id/accept", ({ request }) => {
        const dispute = store(request).disputeCases.get(7001)!;
        dispute.status = "under_review";
        dispute.events.push({
          ...dispute.events[0]!,
          id: nextDisputeEventId(),
          type: "seller_accepted",
          payload: { message: "Refunding." },
        });
        const { events: _events, ...answer } = dispute;
        return HttpResponse.json({
          data: answer,
          message: "Dispute accepted.",
        });
      }),
    );
    const { user } = await openCase("/disputes/7001/accept");
    const dialog = await screen.findByRole("dialog", {
      name: "Accept dispute",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Accept dispute" }),
    );
    expect(await screen.findByText("Dispute accepted.")).toBeVisible();
    const page = title().closest("section") as HTMLElement;
    await waitFor(() =>
      expect(
        within(page).getByRole("list", { name: "Events of the case" }),
      ).toHaveTextContent(/Seller accepted/),
    );
    expect(
      screen.queryByText(/Not known: the server did not send/),
    ).not.toBeInTheDocument();
  });

  it("offers no accept on a closed case, and its accept address leads back to the case", async () => {
    const { router } = await openCase("/disputes/7003/accept");
    await waitFor(() => expect(currentUrl(router)).toBe("/disputes/7003"));
    expect(
      await screen.findByText(
        "The case is closed, so it can no longer be accepted, countered or escalated.",
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Accept dispute" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows that it is loading while the case is on its way", async () => {
    const hold = deferred();
    server.use(
      http.get("*/v2/order-disputes/:id", async () => {
        await hold.promise;
        return HttpResponse.json({ message: "Not found." }, { status: 404 });
      }),
    );
    const { router } = await openCase("/disputes/abc");
    void router.navigate({
      to: "/disputes/$disputeId",
      params: { disputeId: 7001 },
    });
    expect(await screen.findByText("Loading the dispute case…")).toBeVisible();
    hold.resolve();
    expect(
      await screen.findByRole("heading", { name: "Case not found" }),
    ).toBeVisible();
  });

  it("says a case id that is not there may also be a server without cases", async () => {
    await openCase("/disputes/99999");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "There is no dispute case 99999 in your seller account",
    );
    expect(alert).toHaveTextContent(
      "or this server does not let the dashboard read dispute cases",
    );
  });

  it.each([405, 501] as const)(
    "says the case cannot be read on a server that answers %i",
    async (status) => {
      server.use(...olderServerHandlers(status));
      await openCase("/disputes/7001");
      const alert = await screen.findByRole("alert");
      expect(
        within(alert).getByRole("heading", {
          name: "Not available on this server",
        }),
      ).toBeVisible();
    },
  );

  it("shows a failed load with a retry that loads the case", async () => {
    server.use(
      http.get(
        "*/v2/order-disputes/:id",
        () => HttpResponse.json({ message: "Boom" }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openCase("/disputes/7001");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the dispute case");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("button", { name: "Accept dispute" }),
    ).toBeVisible();
  });

  it("says an address that is not a case id is not a page, without asking the API", async () => {
    await renderRoute("/disputes/abc");
    expect(
      await screen.findByRole("heading", { name: "Page not found" }),
    ).toBeVisible();
    expect(
      screen.getByText("“abc” is not the id of a dispute case."),
    ).toBeVisible();
  });
});
