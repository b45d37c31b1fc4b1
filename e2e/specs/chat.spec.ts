import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_PHARMACIST } from '../support/data';
import { authHeaders, loginToken, pharmacyId, registerShopper, signInWithToken, stockedProducts } from '../support/shop';
import { desktopBar, mobileBar, waitForHydration } from '../support/top-bar';

/**
 * Issue 11: a customer opens "Chat apoteker" from an order of theirs at Apotek Menteng and asks; the demo
 * pharmacist, who works there, answers from the console's inbox. Both sides see the other typing and the
 * read receipts (✓ sent, ✓✓ read) of their own messages, live, without a reload.
 */
async function signedInPage(browser: Browser, baseURL: string, token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL });
  await signInWithToken(context, baseURL, token);
  return context.newPage();
}

/** The conversation is on the socket (subscribed and live). */
async function live(page: Page) {
  await waitForHydration(page);
  await expect(page.getByTestId('chat-conversation')).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
}

/** An order of the customer's at the pharmacy: a new one (buy now), or the unpaid one they already have there. */
async function orderAt(request: APIRequestContext, token: string, storeId: number, productId: number): Promise<string> {
  const bought = await request.post(`/api/products/${productId}/buy`, { headers: authHeaders(token), data: { store_id: storeId, quantity: 1 } });
  const body = (await bought.json()) as { data?: { id?: string } };
  expect([200, 409], JSON.stringify(body)).toContain(bought.status());
  expect(body.data?.id).toBeTruthy();
  return body.data!.id!;
}

const bubble = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`chat at ${width} px`, () => {
    test('the customer asks from an order, the pharmacist answers from the console; typing and receipts show on both sides', async ({ browser, request, baseURL }) => {
      const viewport = { width, height };
      const customerToken = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const menteng = await pharmacyId(request, 'apotek-menteng-jakarta-pusat');
      const [product] = await stockedProducts(request, menteng, 1);
      const orderId = await orderAt(request, customerToken, menteng, product!.id);
      const tag = `${width}-${randomInt(100_000, 999_999)}`;
      const question = `Apakah obat pesanan ini boleh diminum sebelum makan? (${tag})`;
      const answer = `Boleh, sebaiknya setelah makan ringan. (${tag})`;
      const thanks = `Terima kasih banyak! (${tag})`;

      // The customer, on the order's page.
      const shopper = await signedInPage(browser, baseURL!, customerToken, viewport);
      await shopper.goto(`/order/summary/${orderId}`);
      await waitForHydration(shopper);
      await shopper.getByRole('button', { name: 'Chat apoteker' }).click();
      await expect(shopper).toHaveURL(/\/messages\/pharmacy\/\d+$/);
      const roomId = Number(new URL(shopper.url()).pathname.split('/').pop());
      await expect(shopper.getByRole('heading', { level: 1, name: 'Apotek Menteng' })).toBeVisible();
      // The room remembers the order: a notice of the shop names it, linking to the order.
      const notice = shopper.getByTestId('chat-system').filter({ hasText: orderId }).last();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: orderId })).toHaveAttribute('href', `/order/summary/${orderId}`);
      if (width < 1024) await expect(shopper.getByTestId('chat-rooms')).toBeHidden();
      else await expect(shopper.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`)).toHaveAttribute('aria-current', 'page');
      await live(shopper);

      await shopper.getByLabel('Tulis pesan').fill(question);
      await shopper.getByLabel('Tulis pesan').press('Enter');
      await expect(bubble(shopper, question)).toBeVisible();
      await expect(bubble(shopper, question).getByTestId('chat-receipt')).toHaveAttribute('data-state', 'sent');
      await expect(shopper.getByLabel('Tulis pesan')).toHaveValue('');

      // The pharmacist: the room is in the inbox with its unread message, and needs a reply.
      const desk = await signedInPage(browser, baseURL!, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password), viewport);
      await desk.goto('/console');
      await desk.getByRole('link', { name: 'Chat pelanggan' }).first().click();
      await expect(desk).toHaveURL('/console/chat');
      const row = desk.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`);
      await expect(row).toContainText(DEMO_CUSTOMER.name);
      await expect(row).toContainText(question.slice(0, 40));
      await expect(row).toContainText('Perlu dibalas');
      expect(Number(await row.getAttribute('data-unread'))).toBeGreaterThan(0);
      await row.click();
      await expect(desk).toHaveURL(`/console/chat/${roomId}`);
      await expect(desk.getByRole('heading', { level: 1, name: DEMO_CUSTOMER.name })).toBeVisible();
      await expect(bubble(desk, question)).toBeVisible();
      await live(desk);

      // The pharmacist read it: the customer's ✓ becomes ✓✓ without a reload.
      await expect(bubble(shopper, question).getByTestId('chat-receipt')).toHaveAttribute('data-state', 'read');

      // The pharmacist types: the customer sees it; then the answer arrives live.
      const deskBox = desk.getByLabel('Tulis pesan');
      await deskBox.pressSequentially('Boleh, sebaiknya', { delay: 60 });
      await expect(shopper.getByTestId('chat-typing')).toHaveText('sedang mengetik…');
      await deskBox.fill(answer);
      await deskBox.press('Enter');
      await expect(bubble(shopper, answer)).toBeVisible();
      await expect(bubble(shopper, answer)).toHaveAttribute('data-mine', 'false');
      await expect(shopper.getByTestId('chat-typing')).toHaveCount(0);
      // The customer's page is in front: the answer is read, and the pharmacist sees ✓✓.
      await expect(bubble(desk, answer).getByTestId('chat-receipt')).toHaveAttribute('data-state', 'read');

      // The customer types back: the pharmacist sees who is typing.
      const shopperBox = shopper.getByLabel('Tulis pesan');
      await shopperBox.pressSequentially('Terima', { delay: 60 });
      await expect(desk.getByTestId('chat-typing')).toHaveText(`${DEMO_CUSTOMER.name} sedang mengetik…`);
      await shopperBox.fill(thanks);
      await shopper.getByRole('button', { name: 'Kirim', exact: true }).click();
      await expect(bubble(desk, thanks)).toBeVisible();
      await expect(bubble(shopper, thanks).getByTestId('chat-receipt')).toHaveAttribute('data-state', 'read');

      // Answered: marked replied by writing; the pharmacist can set it back to "needs a reply".
      await expect(desk.getByTestId('chat-replied')).toHaveAttribute('data-replied', 'false');
      await desk.getByTestId('chat-replied').click();
      await expect(desk.getByRole('status').filter({ hasText: 'Ditandai sudah dibalas.' })).toBeVisible();
      await expect(desk.getByTestId('chat-replied')).toHaveAttribute('data-replied', 'true');

      // The customer's list shows the room newest first, with nothing unread; the pharmacy room list too.
      await shopper.goto('/messages');
      const first = shopper.getByTestId('chat-room').first();
      await expect(first).toHaveAttribute('data-room-id', String(roomId));
      await expect(first).toHaveAttribute('data-unread', '0');
      await expect(first).toContainText(thanks.slice(0, 20));
      // A notification's target: /messages?room=N opens the room.
      await shopper.goto(`/messages?room=${roomId}`);
      await expect(shopper).toHaveURL(`/messages/pharmacy/${roomId}`);

      await shopper.context().close();
      await desk.context().close();
    });
  });
}

test('a dropped socket reconnects and resumes after the last seq held: nothing lost, nothing twice', async ({ browser, request, baseURL }) => {
  const customerToken = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const pharmacistToken = await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password);
  const menteng = await pharmacyId(request, 'apotek-menteng-jakarta-pusat');
  const opened = await request.post('/api/chat', { headers: authHeaders(customerToken), data: { type: 'pharmacy', pharmacy_id: menteng } });
  expect(opened.status(), await opened.text()).toBe(200);
  const roomId = ((await opened.json()) as { data: { room_id: number } }).data.room_id;
  const tag = randomInt(100_000, 999_999);
  const pharmacistSays = async (text: string) => {
    const sent = await request.post(`/api/chat/${roomId}/messages`, { headers: authHeaders(pharmacistToken), data: { type: 'text', message: text } });
    expect(sent.status(), await sent.text()).toBe(200);
  };

  const shopper = await signedInPage(browser, baseURL!, customerToken, { width: 1280, height: 800 });
  // The socket goes through the test: it can drop it, and refuse reconnects for a while.
  let socket: WebSocketRoute | null = null;
  let refuse = false;
  await shopper.routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) return void ws.close({ code: 4000, reason: 'test: network down' });
    ws.connectToServer();
    socket = ws;
  });
  await shopper.goto(`/messages/pharmacy/${roomId}`);
  await live(shopper);
  await pharmacistSays(`Sebelum putus (${tag})`);
  await expect(bubble(shopper, `Sebelum putus (${tag})`)).toHaveCount(1);

  refuse = true;
  await socket!.close({ code: 4000, reason: 'test: network down' });
  await expect(shopper.getByTestId('chat-conversation')).toHaveAttribute('data-live', 'false');
  await expect(shopper.getByTestId('chat-reconnecting')).toBeVisible();
  // While the socket is away: two answers, and the customer writes (over HTTP, stored once).
  await pharmacistSays(`Selama putus 1 (${tag})`);
  await pharmacistSays(`Selama putus 2 (${tag})`);
  await shopper.getByLabel('Tulis pesan').fill(`Saya tulis saat putus (${tag})`);
  await shopper.getByLabel('Tulis pesan').press('Enter');
  await expect(bubble(shopper, `Saya tulis saat putus (${tag})`).getByTestId('chat-receipt')).toHaveAttribute('data-state', 'sent');

  refuse = false;
  await expect(shopper.getByTestId('chat-conversation')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await pharmacistSays(`Sesudah tersambung (${tag})`);
  for (const text of [`Sebelum putus (${tag})`, `Selama putus 1 (${tag})`, `Selama putus 2 (${tag})`, `Saya tulis saat putus (${tag})`, `Sesudah tersambung (${tag})`]) {
    await expect(bubble(shopper, text)).toHaveCount(1);
  }
  await expect(shopper.getByTestId('chat-pending')).toHaveCount(0);
  // In seq order, each once.
  const seqs = (await shopper.getByTestId('chat-message').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seq')))));
  expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
  await shopper.context().close();
});

test('a room that is not yours is a 404; a guest signs in first and comes back', async ({ page, request, browser, baseURL }) => {
  const customerToken = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const shopper = await signedInPage(browser, baseURL!, customerToken, { width: 1280, height: 800 });
  expect((await shopper.goto('/messages/pharmacy/999999999'))!.status()).toBe(404);
  expect((await shopper.goto('/messages/pharmacy/apotek-menteng'))!.status()).toBe(404);
  await shopper.context().close();

  await page.goto('/pharmacy/apotek-menteng-jakarta-pusat');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Chat apoteker' }).click();
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent('/pharmacy/apotek-menteng-jakarta-pusat')}`);
});

test('the chat bubble answers from the FAQ and hands over to a pharmacist', async ({ browser, request, baseURL }) => {
  const customerToken = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const page = await signedInPage(browser, baseURL!, customerToken, { width: 390, height: 844 });
  // The chosen pharmacy is the one the hand-over opens.
  await page.context().addCookies([{ name: 'apotek_store', value: String(await pharmacyId(request, 'apotek-menteng-jakarta-pusat')), url: baseURL! }]);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buka chat bantuan' }).click();
  const assistant = page.getByTestId('assistant');
  await expect(assistant).toBeVisible();
  await assistant.getByLabel('Pertanyaan Anda').fill('berapa ongkos kirimnya?');
  await assistant.getByRole('button', { name: 'Tanya' }).click();
  await expect(assistant.getByTestId('assistant-answer').last()).toHaveAttribute('data-faq', 'shipping');
  await assistant.getByRole('button', { name: 'Apakah obat keras perlu resep?' }).click();
  await expect(assistant.getByTestId('assistant-answer').last()).toContainText('resep dokter');
  await assistant.getByTestId('assistant-handover').click();
  await expect(page).toHaveURL(/\/messages\/pharmacy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apotek Menteng' })).toBeVisible();
  await page.context().close();
});

/** The console menu's unread count on "Chat pelanggan" (nothing is shown at 0). */
async function consoleBadge(page: Page): Promise<number> {
  // Read in one go: the badge leaves the page when its count reaches 0.
  return page.evaluate(() => Number(document.querySelector<HTMLElement>('[data-testid="console-chat-unread"]')?.dataset.unread ?? 0));
}

test('cards: the customer sends a product and a prescription, the pharmacist sees them and recommends a product back', async ({ browser, request, baseURL }) => {
  const customerToken = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const pharmacistToken = await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password);
  const menteng = await pharmacyId(request, 'apotek-menteng-jakarta-pusat');
  const [asked, recommended] = await stockedProducts(request, menteng, 2);
  const opened = await request.post('/api/chat', { headers: authHeaders(customerToken), data: { type: 'pharmacy', pharmacy_id: menteng } });
  expect(opened.status(), await opened.text()).toBe(200);
  const roomId = ((await opened.json()) as { data: { room_id: number } }).data.room_id;
  const listed = await request.get('/api/prescriptions?perPage=30', { headers: authHeaders(customerToken) });
  expect(listed.status()).toBe(200);
  const rx = ((await listed.json()) as { data: { data: Array<{ id: string }> } }).data.data[0];
  expect(rx, 'the demo customer has a prescription').toBeTruthy();

  // The customer, on a phone: the product through the keyboard alone.
  const shopper = await signedInPage(browser, baseURL!, customerToken, { width: 390, height: 844 });
  await shopper.goto(`/messages/pharmacy/${roomId}`);
  await live(shopper);
  const attach = shopper.getByRole('button', { name: 'Lampirkan produk atau resep' });
  await attach.focus();
  await shopper.keyboard.press('Enter');
  const menu = shopper.getByTestId('chat-attach-menu');
  await expect(menu.getByRole('button', { name: /^Produk/ })).toBeFocused();
  await shopper.keyboard.press('ArrowDown');
  await expect(menu.getByRole('button', { name: /^Resep/ })).toBeFocused();
  await shopper.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(attach).toBeFocused();
  await shopper.keyboard.press('Enter');
  await expect(menu.getByRole('button', { name: /^Produk/ })).toBeFocused();
  await shopper.keyboard.press('Enter');
  const dialog = shopper.getByRole('dialog', { name: 'Kirim produk' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Cari produk' });
  await expect(search).toBeFocused();
  await shopper.keyboard.type(asked!.name);
  const option = dialog.getByTestId('chat-product-option').filter({ hasText: asked!.name }).first();
  await expect(option).toBeVisible();
  await option.focus();
  await shopper.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(attach).toBeFocused();
  const sentProduct = shopper.locator('[data-testid="chat-message"][data-mine="true"]').filter({ has: shopper.getByTestId('chat-product').filter({ hasText: asked!.name }) }).last();
  await expect(sentProduct).toBeVisible();
  await expect(sentProduct.getByTestId('chat-product')).toHaveAttribute('href', `/product/${asked!.slug}`);
  await expect(sentProduct.getByTestId('chat-receipt')).toHaveAttribute('data-state', 'sent');

  // The prescription: picked from the customer's own list.
  await attach.click();
  await menu.getByRole('button', { name: /^Resep/ }).click();
  const rxDialog = shopper.getByRole('dialog', { name: 'Kirim resep' });
  await rxDialog.locator(`[data-testid="chat-prescription-option"][data-id="${rx!.id}"]`).click();
  await expect(rxDialog).toHaveCount(0);
  const sentRx = shopper.locator('[data-testid="chat-message"][data-mine="true"]').filter({ has: shopper.getByTestId('chat-prescription').filter({ hasText: rx!.id }) }).last();
  await expect(sentRx).toBeVisible();
  await expect(sentRx.getByTestId('chat-prescription')).toHaveAttribute('href', `/prescription/${rx!.id}`);
  await expect(sentRx.getByTestId('chat-receipt')).toHaveAttribute('data-state', 'sent');

  // The pharmacist: the menu counts the unread cards; the room shows both, the prescription opening the console's screen.
  const desk = await signedInPage(browser, baseURL!, pharmacistToken, { width: 1280, height: 800 });
  await desk.goto('/console');
  await waitForHydration(desk);
  await expect.poll(() => consoleBadge(desk)).toBeGreaterThanOrEqual(2);
  const before = await consoleBadge(desk);
  await desk.getByRole('link', { name: /^Chat pelanggan/ }).first().click();
  const row = desk.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`);
  const roomUnread = Number(await row.getAttribute('data-unread'));
  expect(roomUnread).toBeGreaterThanOrEqual(2);
  await row.click();
  await expect(desk).toHaveURL(`/console/chat/${roomId}`);
  await live(desk);
  const seenProduct = desk.getByTestId('chat-product').filter({ hasText: asked!.name }).last();
  await expect(seenProduct).toHaveAttribute('href', `/product/${asked!.slug}`);
  await expect(seenProduct).toHaveAttribute('target', '_blank');
  await expect(desk.getByTestId('chat-prescription').filter({ hasText: rx!.id }).last()).toHaveAttribute('href', `/console/prescriptions/${rx!.id}`);
  // Read in the room: the menu's count drops by the room's unread without a reload.
  await expect.poll(() => consoleBadge(desk)).toBe(before - roomUnread);
  await expect(sentRx.getByTestId('chat-receipt')).toHaveAttribute('data-state', 'read');

  // The pharmacist recommends a product (a plain button: the only thing they attach).
  await desk.getByRole('button', { name: 'Rekomendasikan produk' }).click();
  const deskDialog = desk.getByRole('dialog', { name: 'Rekomendasikan produk' });
  await deskDialog.getByRole('searchbox', { name: 'Cari produk' }).fill(recommended!.name);
  await deskDialog.getByTestId('chat-product-option').filter({ hasText: recommended!.name }).first().click();
  await expect(deskDialog).toHaveCount(0);
  await expect(desk.locator('[data-testid="chat-message"][data-mine="true"]').getByTestId('chat-product').filter({ hasText: recommended!.name }).last()).toBeVisible();

  // The customer sees it live, from the pharmacy, and its link opens the product.
  const card = shopper.locator('[data-testid="chat-message"][data-mine="false"]').getByTestId('chat-product').filter({ hasText: recommended!.name }).last();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/product/${recommended!.slug}`);
  await card.click();
  await expect(shopper).toHaveURL(`/product/${recommended!.slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name: recommended!.name })).toBeVisible();

  await shopper.context().close();
  await desk.context().close();
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the top bar's chat badge at ${width} px goes up live when the pharmacist writes, and back to 0 once the room is read`, async ({ browser, request, baseURL }) => {
    const shopper = await registerShopper(request);
    const pharmacistToken = await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password);
    const menteng = await pharmacyId(request, 'apotek-menteng-jakarta-pusat');
    const opened = await request.post('/api/chat', { headers: authHeaders(shopper.token), data: { type: 'pharmacy', pharmacy_id: menteng } });
    expect(opened.status(), await opened.text()).toBe(200);
    const roomId = ((await opened.json()) as { data: { room_id: number } }).data.room_id;
    const tag = randomInt(100_000, 999_999);

    const page = await signedInPage(browser, baseURL!, shopper.token, { width, height });
    await page.goto('/');
    await waitForHydration(page);
    const bar = width < 1024 ? mobileBar(page) : desktopBar(page);
    const chat = bar.getByTestId('top-bar-chat');
    await expect(chat).toHaveAttribute('href', '/messages');
    await expect(chat).toHaveAttribute('data-unread', '0');
    await expect(chat).toHaveAccessibleName('Pesan');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    for (const n of [1, 2]) {
      const sent = await request.post(`/api/chat/${roomId}/messages`, { headers: authHeaders(pharmacistToken), data: { type: 'text', message: `Pesan apoteker ${n} (${tag})` } });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await expect(chat).toHaveAttribute('data-unread', '2');
    await expect(chat).toHaveAccessibleName('Pesan, 2 belum dibaca');
    await expect(chat).toContainText('2');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Into the room from the icon; reading it clears the count.
    await chat.click();
    await expect(page).toHaveURL('/messages');
    const row = page.locator(`[data-testid="chat-room"][data-room-id="${roomId}"]`);
    await expect(row).toHaveAttribute('data-unread', '2');
    await row.click();
    await expect(page).toHaveURL(`/messages/pharmacy/${roomId}`);
    await expect(bubble(page, `Pesan apoteker 2 (${tag})`)).toBeVisible();
    await expect(row).toHaveAttribute('data-unread', '0');
    await page.goBack();
    await expect(page).toHaveURL('/messages');
    await expect(bar.getByTestId('top-bar-chat')).toHaveAttribute('data-unread', '0');
    await expect(bar.getByTestId('top-bar-chat')).toHaveAccessibleName('Pesan');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.context().close();
  });
}
