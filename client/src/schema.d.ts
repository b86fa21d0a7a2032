/**
 * GENERATED from openapi.json by `npm run client:generate` (openapi-typescript): do not edit.
 * `npm run openapi` regenerates it after a route schema changes; a test fails while it is stale.
 */

export interface paths {
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up: create a studio and its first user
         * @description Creates a studio with its first photographer user and signs that user in. The answer sets the `session_cookie` cookie (HttpOnly, SameSite=Lax; it ends after 14 days without use) and returns the `csrf_token` to send as `X-CSRF-Token` on every request other than GET made with the cookie. The studio's currency defaults to usd and its time zone to UTC. No credential needed; limited to 10 requests a minute per IP address. Refused when sign-up is closed on the server.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Signs a photographer user in with email and password. The answer sets the `session_cookie` cookie (HttpOnly, SameSite=Lax; it ends after 14 days without use) and returns the `csrf_token` to send as `X-CSRF-Token` on every request other than GET made with the cookie. No credential needed; limited to 10 requests a minute per IP address.
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Ends the session of the `session_cookie`: it is deleted on the server and the cookie is cleared. A bearer token is not affected (revoke it instead). No body. Studio staff and client portal tokens.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is calling
         * @description The credential's role and studio, with its photographer user or the client a portal token acts for. Studio staff and client portal tokens.
         */
        get: operations["getCurrentCaller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description The studio's API tokens, newest first, without their secrets (client portal tokens are not listed). Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token
         * @description A token for scripts and integrations, acting as studio staff: send it as `Authorization: Bearer <token>`. Its secret is in this answer only; the service keeps just a digest of it. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description Deletes an API token or a client portal token of the studio; it stops working at once. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupons
         * @description The studio's coupons, newest first, a page at a time; `filter` keeps those with one status. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listCoupons"];
        put?: never;
        /**
         * Create a coupon
         * @description Creates a coupon that invoices can redeem by its `code` (matched ignoring case). A `percentage` discount is a percent of the invoice subtotal, rounded half-up to the minor unit; a `fixed_amount` is in minor units of the studio currency and applies only to invoices in that currency. A coupon may be created already expired. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coupons/{coupon_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a coupon
         * @description One coupon, in the detail view, with its current status. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getCoupon"];
        /**
         * Update a coupon
         * @description Changes the fields given and keeps the others (a partial update): `discount_value`, `usage_limit`, `expires_at`, `minimum_order_amount`, `description`. `code` and `discount_type` cannot change. Invoices that already redeemed the coupon keep their discount. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateCoupon"];
        post?: never;
        /**
         * Delete a coupon
         * @description Deletes the coupon and its redemption history, permanently. Invoices that redeemed it keep their discount. To stop a coupon but keep its history, disable it instead. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coupons/{coupon_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Disable a coupon
         * @description Stops the coupon from being redeemed; its status becomes `disabled` and its redemption history is kept. Disabling a disabled coupon changes nothing and keeps its first `disabled_at`. No body. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["disableCoupon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coupons/{coupon_id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable a disabled coupon
         * @description Clears `disabled_at`: the coupon takes the status its dates and uses give it again (`active`, `expired` or `exhausted`). Enabling a coupon that is not disabled changes nothing. No body. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["enableCoupon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coupons/{coupon_id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the redemptions of a coupon
         * @description Each invoice that redeemed the coupon, newest first, with the discount it got and the client it is for. `meta` adds the number of redemptions and the discount given over all of them (in the studio currency), not just this page. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listCouponActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gift_cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List gift cards
         * @description The studio's gift cards, newest first, a page at a time; `status` keeps those with one status. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listGiftCards"];
        put?: never;
        /**
         * Issue a gift card
         * @description Issues a gift card whose balance starts at `amount`. Clients spend it by paying invoices in the same currency with `payment_method: gift_card` and its code; each payment lowers the balance, never below 0, and a refund returns the money to the card. A card may be issued already expired. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gift_cards/{gift_card_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a gift card
         * @description One gift card, with its balance and current status. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getGiftCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients, leads and other contacts
         * @description The studio's contacts of every type and both statuses, newest first, a page at a time; `types` keeps some types only. `meta` adds the status labels and `csv_url`, the export of the same contacts. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client
         * @description Adds a client, lead or other contact. It needs at least a `first_name` or an `email`; `type` defaults to `client` and `status_name` to `Active`; the email is unique in the studio, ignoring case. Its `avatar_color` is chosen once and kept. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search clients by name, email, phone or company
         * @description Contacts matching `q`, best matches first (an exact email, then names and phones that start with the query, then the rest), a page of `pageSize` at a time. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["searchClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/download_csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export clients as CSV
         * @description Every contact (or those of `types`), newest first, as a CSV file named `clients-YYYY-MM-DD.csv` after today's date in the studio's time zone, sent as an attachment and streamed, whatever the number of contacts. `meta.csv_url` of the client list gives this address. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["exportClientsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a client
         * @description One contact. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getClient"];
        /**
         * Update a client
         * @description Changes the fields given and keeps the others (a partial update); within `address_info` too. Set `status_name` to `Archived` to archive a contact. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateClient"];
        post?: never;
        /**
         * Delete a client
         * @description Deletes the contact permanently. A client with invoices or conversations cannot be deleted (message history is kept): archive it instead (`status_name: Archived`). Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}/portal_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client portal token
         * @description A `client`-role token acting for this client, for a client portal: it may call only the operations that admit client portal tokens, and sees only that client's own records. The secret is in this answer only. No body. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createPortalToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries
         * @description Every country an address may name, by ISO 3166-1 numeric code (`address_info.country_id`) with its alpha-2 code and English name. Studio staff and client portal tokens alike.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description The studio's invoices, newest first, a page at a time, narrowed by the filters given (the period is on `created_at`, in the studio's time zone). Each invoice comes without `client`, `line_items`, `payments` and `associated_documents` unless `expand` asks for them. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create a draft invoice
         * @description Creates a `draft` invoice with the next invoice number. Each line totals `amount` × `quantity`; a `coupon_code` is redeemed at once (its use is counted) and discounts the subtotal; each taxable line is taxed on what the client pays for it, its share of the discount taken off; percentages round half-up to the minor unit. A draft can be changed, deleted or sent. The answer has every expansion (`client`, `line_items`, `payments`, `associated_documents`). Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/invoice_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals of issued invoices in one currency
         * @description Counts and adds up the studio's issued invoices (drafts are left out) in one currency that match the filters; amounts of other currencies are never mixed in. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getInvoiceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/currencies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the currencies invoices may use
         * @description Every currency the service supports, with its name and symbol. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/payments/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Payments of every invoice of the studio, the latest `payment_date` first, a page of `page_size` at a time; the period is on `payment_date`, in the studio's time zone. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/payments/disputed,needs-response/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the disputed payments that need a response
         * @description How many payments in one currency are disputed and still need a response, and their amounts added up. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["countDisputedPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice
         * @description One invoice. Without `expand` it comes without `client`, `line_items`, `payments` and `associated_documents`: ask for `expand=all` to get its lines and payments. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getInvoice"];
        /**
         * Update a draft invoice
         * @description Changes the fields given and keeps the others (a partial update); `line_items` replaces every line. Only a draft can change. A change of lines, currency, client or coupon prices the invoice again and redeems its coupon again; `coupon_code: null` removes the coupon and gives its use back. The answer has every expansion (`client`, `line_items`, `payments`, `associated_documents`). Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateInvoice"];
        post?: never;
        /**
         * Delete a draft invoice
         * @description Deletes a draft permanently and gives its coupon's use back; its number is not reused. A sent invoice cannot be deleted. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft invoice
         * @description Issues the draft: it becomes `sent` (or `overdue` once its due date has passed), can take payments and counts in the summaries; it can no longer change. No body. The answer has every expansion (`client`, `line_items`, `payments`, `associated_documents`). Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["sendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment
         * @description Records a `completed` payment of a sent invoice, at most its `amount_due`, with its fees computed. With `payment_method: gift_card` the card named by `gift_card_code` is debited at once, never below 0. The invoice's `amount_paid` and status follow. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/payments/{payment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description One payment of the invoice, with its fees, net amount, refunds, method details and dispute. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/payments/{payment_id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment, fully or in part
         * @description Refunds `amount`, or all that is left when the body or `amount` is left out: the payment becomes `partially_refunded` or `refunded`, the invoice's `amount_paid` goes down (its status follows), and money paid by gift card goes back on the card. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/payments/{payment_id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a payment disputed
         * @description Records that the client disputed a card or PayPal payment with their bank: it becomes `disputed` and needs a response until the dispute is resolved. No body. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["disputePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoice_id}/payments/{payment_id}/dispute/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a dispute
         * @description `won` returns the payment to `completed` (or `partially_refunded`); `lost` refunds all of it, which leaves the invoice's `amount_paid`. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["resolvePaymentDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices_summary/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's invoice totals per currency
         * @description For each currency the client has issued invoices in, how many and their amounts added up. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listClientInvoiceCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices_summary/totals/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's invoice totals in one currency
         * @description The client's issued invoices in the currency: how many, their totals, what is paid, unpaid and overdue. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getClientInvoiceTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a client's documents
         * @description The client's invoices (drafts included) as documents, newest first, 25 a page. With `expand=gift_card_activities`, `meta` also lists every gift card payment of the client's invoices. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listClientDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations
         * @description The caller's conversations, the most recent message first, a page at a time; `message_status` and `client_id` narrow the list, `message=true` includes the messages. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        get: operations["listConversations"];
        put?: never;
        /**
         * Start a conversation
         * @description Starts a conversation with a client of the studio, with a first message when `content` is given. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/unread/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count unread messages
         * @description How many messages from the other side the caller has not read, and in how many conversations. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        get: operations["countUnreadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream live conversation events
         * @description Server-Sent Events (`text/event-stream`) of the caller's conversations, as they happen on any instance: `message.created` (data: the message, with `conversation_id`), `conversation.updated` (data: the conversation as the caller sees it, without messages; sent when one is started, renamed, archived, or brought back by a client's message) and `conversation.read` (data: `{conversation_id, reader_type, read_at}`, when the other side or another of the caller's devices marks messages read). Each event has an `id:`; a comment line comes at least every 15 seconds. Reconnect with `Last-Event-ID` (as EventSource does) to receive the events of the last 24 hours after that id before live ones, none twice. Attachment links inside events expire an hour after the event. A client that stops reading is disconnected and resumes with `Last-Event-ID`. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        get: operations["streamConversationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversation
         * @description One conversation with its participants and, unless `messages=false`, its messages. Reading marks nothing read. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        get: operations["getConversation"];
        /**
         * Rename or archive a conversation
         * @description Changes the subject or the status (`archived` keeps it out of the inbox); fields left out stay as they are. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateConversation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversation_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read
         * @description Marks every message from the other side read (`read_at` = now): staff read the client's messages, a client the studio's and the system's. Its `unread_count` for the caller becomes 0. No body. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversation_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description Posts a message in a conversation as the caller (`sender_type` is `photographer` for staff, `client` for a portal token), unread for the other side, with the uploaded files of `attachment_ids`. The conversation's `last_message_at` moves to now. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        post: operations["createConversationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversation_message_attachments/upload_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an upload ticket for an attachment
         * @description Registers an attachment and answers where and how to upload its file: a multipart `POST` to `upload_url` with every `upload_fields` entry as a form field, unchanged, then the file in a field named `file` (last). The ticket expires in 15 minutes and accepts 1 byte up to `file_size`. Then name `attachment_id` in a message. Studio staff and client portal tokens; a client reaches only its own conversations.
         */
        get: operations["createAttachmentUploadTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List session types
         * @description The studio's session types with their whole configuration and schedule, newest first, a page at a time. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listSessionTypes"];
        put?: never;
        /**
         * Create a session type
         * @description Creates a session type, as `draft` unless `status` is given. It gets a schedule of its own in the studio's time zone, with the weekly hours of `session_type_schedule_intervals` (none when left out), unless `session_type_schedule_id` shares an existing schedule. `currency` defaults to the studio's. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createSessionType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a session type
         * @description One session type with its whole configuration and schedule. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getSessionType"];
        /**
         * Update a session type
         * @description Changes the fields given and keeps the others (a partial update). Sessions already booked keep their times and location. `session_type_schedule_id` moves the session type onto another existing schedule. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateSessionType"];
        post?: never;
        /**
         * Delete a session type
         * @description Deletes the session type: it leaves the lists and cannot be booked. Sessions booked with it keep it as their `session_type`. Refused while it has inquiries or booked sessions still to come. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteSessionType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/update_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish a session type or set it back to draft
         * @description Sets `status` to `published` or `draft`. Availability and the studio's bookings work in both. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateSessionTypeStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/templates/contract/{contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Associate a contract template
         * @description Sets the contract template (`ct_`) clients sign for this session type; templates are managed outside this API. No body. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["setSessionTypeContract"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/templates/questionnaire/{questionnaire_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Associate a questionnaire template
         * @description Sets the questionnaire template (`qt_`) clients fill in for this session type; templates are managed outside this API. No body. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["setSessionTypeQuestionnaire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/taxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the taxes of a session type
         * @description Replaces the session type's taxes with `taxes`; an empty list removes them. Answers 200: it changes the session type, it creates nothing. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["setSessionTypeTaxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/check-day-avail/{date_timezone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open slots of a day
         * @description The slots of the session type starting on one calendar day of the zone asked for. Slots start every `slot_interval` minutes from the start of each interval of the schedule (or of the date's override) and fit inside it; they start at least `minimum_notice_duration` and at most `maximum_notice_duration` days (of 24 hours) from now; and a slot is left out when, widened by `buffer_before` and `buffer_after`, it overlaps an inquiry or booked session of the studio (of any session type: one calendar per studio). Local times the clocks skip are left out; times they repeat give two slots. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["checkDayAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_types/{session_type_id}/check-month-avail/{month_timezone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open slots per day of a month
         * @description How many slots of the session type start on each calendar day of a month in the zone asked for. Slots start every `slot_interval` minutes from the start of each interval of the schedule (or of the date's override) and fit inside it; they start at least `minimum_notice_duration` and at most `maximum_notice_duration` days (of 24 hours) from now; and a slot is left out when, widened by `buffer_before` and `buffer_after`, it overlaps an inquiry or booked session of the studio (of any session type: one calendar per studio). Local times the clocks skip are left out; times they repeat give two slots. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["checkMonthAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schedules
         * @description The studio's schedules with their weekly hours, newest first, a page at a time. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listSchedules"];
        put?: never;
        /**
         * Create a schedule
         * @description A schedule with its weekly hours, read on the wall clock of `display_timezone` (the studio's when left out). Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a schedule
         * @description One schedule with its weekly hours. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getSchedule"];
        /**
         * Rename a schedule or change its time zone
         * @description Changes `name` or `display_timezone`; the hours keep their wall-clock times. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}/session_type_schedule_intervals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add weekly hours
         * @description Adds one weekday's hours to the schedule. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["addScheduleInterval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}/session_type_schedule_intervals/{interval_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change weekly hours
         * @description Changes the fields given of one interval; the start stays before the end. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateScheduleInterval"];
        post?: never;
        /**
         * Remove weekly hours
         * @description Removes one interval from the schedule. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteScheduleInterval"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}/interval_overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upcoming dates with their own hours
         * @description Today's and later overrides (today on the schedule's wall clock), grouped by date: `{"2026-12-24": [...]}`. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listUpcomingOverrides"];
        put?: never;
        /**
         * Set a date's own hours
         * @description Replaces one date's weekly hours with `intervals`; an empty list makes the date a day off. Sending the same date again replaces what it had. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["setDateOverride"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}/interval_overrides/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a date's own hours
         * @description The date goes back to its weekly hours. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteDateOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session_type_schedules/{schedule_id}/interval_overrides_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All dates with their own hours
         * @description Every override of the schedule, past ones too, by date then start time, a page at a time. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listAllOverrides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sessions
         * @description The studio's sessions with their client and session type, by start time, a page at a time. `from` and `to` are dates in the studio's time zone, both included. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Book a session
         * @description Books a client onto an open slot of a session type: `starts_at` must be one of the slots availability offers. Parallel bookings of one slot give one session; the others answer 409. The location is copied from the session type. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/inquiry/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count inquiries
         * @description How many sessions are inquiries waiting for an answer. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["countSessionInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a session
         * @description One session with its client and session type. Studio staff only (a client portal token is refused with 403).
         */
        get: operations["getSession"];
        /**
         * Move, cancel or complete a session
         * @description Changes the fields given. A new `starts_at` must be an open slot (the session's own time aside); `cancelled` frees the slot, and booking a cancelled session again needs its slot to be open. Studio staff only (a client portal token is refused with 403).
         */
        put: operations["updateSession"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar_feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calendar feeds
         * @description The studio's calendar feeds, newest first, a page at a time, without their addresses (`url` is null). Studio staff only (a client portal token is refused with 403).
         */
        get: operations["listCalendarFeeds"];
        put?: never;
        /**
         * Create a calendar feed
         * @description A secret address (`url`) of the studio's sessions in iCalendar form, for a calendar app to subscribe to: it lists every session that starts in the last 90 days or later, cancelled ones included, and needs no credential. The address is in this answer only (lists show `url: null`); the service keeps just a digest of its secret. Deleting the feed stops the address at once. The body may be left out. Send an `Idempotency-Key` header to retry safely: the same key and body within 24 hours replay the first answer. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["createCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar_feeds/{feed_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a calendar feed a new address
         * @description Replaces the feed's secret: the old address answers 404 from now on, and the new one is in this answer only (calendar apps subscribed to the old one must subscribe again). No body. Studio staff only (a client portal token is refused with 403).
         */
        post: operations["rotateCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar_feeds/{feed_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a calendar feed
         * @description Deletes the feed: its address answers 404 from now on. The sessions are not touched. Studio staff only (a client portal token is refused with 403).
         */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process runs, whatever the state of the database. No credential needed; not rate limited.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Whether the instance can serve requests: 200 when the database answers, 503 within a second when it does not. No credential needed; not rate limited.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Request counts and durations by route pattern and status, and process metrics, in the Prometheus text format. No credential needed: restrict it at the proxy.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description The OpenAPI 3.1 description of the API, generated from the routes themselves. No credential needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calendar feed, in iCalendar form
         * @description What a calendar app subscribes to, at the `url` that creating a feed answered; no credential, the address is the secret. One event per session starting in the last 90 days or later: `UID` the session id, times in UTC, `SUMMARY` the session type and the client's name, `STATUS` `TENTATIVE` for inquiries, `CONFIRMED` for booked and completed sessions, `CANCELLED` for cancelled ones. An address that no feed has, or whose feed was deleted, is 404 with a plain-text body.
         */
        get: operations["getCalendarFeedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Error body of the coupons, gift cards, clients, auth and service areas. */
        StandardError: {
            /**
             * @description Machine-readable code, snake_case: the codes each operation can answer are listed under its responses.
             * @example not_found
             */
            error: string;
            /**
             * @description What went wrong, as a sentence for people; its wording may change.
             * @example No coupon has the identifier cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ.
             */
            message: string;
            /**
             * @description The fields at fault, each with the messages saying what is wrong: a body field as a dotted path (`address_info.country_id`, `line_items.0.amount`) or a query parameter by its name.
             * @example {
             *       "code": [
             *         "The code has already been taken."
             *       ]
             *     }
             */
            details?: {
                [key: string]: string[];
            };
        };
        /** @description Error body of the invoices area (`/invoices*`, `/invoices_summary*`). */
        InvoiceError: {
            /** @description The error. */
            error: {
                /**
                 * @description Machine-readable code, snake_case: the codes each operation can answer are listed under its responses.
                 * @example invoice_not_found
                 */
                code: string;
                /**
                 * @description What went wrong, as a sentence for people; its wording may change.
                 * @example No invoice has the identifier in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa.
                 */
                message: string;
                /**
                 * @description The fields at fault, each with the messages saying what is wrong: a body field as a dotted path (`address_info.country_id`, `line_items.0.amount`) or a query parameter by its name.
                 * @example {
                 *       "code": [
                 *         "The code has already been taken."
                 *       ]
                 *     }
                 */
                details?: {
                    [key: string]: string[];
                };
            };
        };
        /** @description Error body of the conversations area (`/conversations*`, `/conversation_messages`, `/conversation_message_attachments*`). */
        ConversationError: {
            /**
             * @description What went wrong, as a sentence for people; its wording may change.
             * @example No conversation has the identifier conv_0.
             */
            error: string;
            /**
             * @description Machine-readable code, UPPER_SNAKE_CASE: the upper-case form of the codes listed under each operation's responses.
             * @example CONVERSATION_NOT_FOUND
             */
            code: string;
            /**
             * @description The fields at fault, each with the messages saying what is wrong: a body field as a dotted path (`address_info.country_id`, `line_items.0.amount`) or a query parameter by its name.
             * @example {
             *       "code": [
             *         "The code has already been taken."
             *       ]
             *     }
             */
            details?: {
                [key: string]: string[];
            };
            /**
             * @description With `FILE_TOO_LARGE`: the largest file accepted, in bytes.
             * @example 10485760
             */
            max_size?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new studio and its first user. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "studio_name": "Northlight Portraits",
                 *       "email": "studio@example.com",
                 *       "password": "correct horse battery staple",
                 *       "first_name": "Dorothea",
                 *       "last_name": "Lange",
                 *       "currency": "usd",
                 *       "timezone": "America/New_York"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The studio's name, 1 to 200 characters.
                     * @example Northlight Portraits
                     */
                    studio_name: string;
                    /**
                     * Format: email
                     * @description The first user's email, used to log in; unique on the server, ignoring case.
                     * @example studio@example.com
                     */
                    email: string;
                    /**
                     * @description The first user's password, 10 to 200 characters.
                     * @example correct horse battery staple
                     */
                    password: string;
                    /**
                     * @description The user's first name, up to 100 characters.
                     * @example Dorothea
                     */
                    first_name?: string;
                    /**
                     * @description The user's last name, up to 100 characters.
                     * @example Lange
                     */
                    last_name?: string;
                    /**
                     * @description The studio's default currency, an ISO 4217 code (any case); `usd` when left out.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * @description The studio's IANA time zone (`Europe/London`); `UTC` when left out.
                     * @example America/New_York
                     */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description The studio was created and its user is signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new session: the `session_cookie` cookie is set in the same answer. */
                        data: {
                            /** @description The studio. */
                            studio: {
                                /**
                                 * @description The studio's identifier.
                                 * @example stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1
                                 */
                                id: string;
                                /**
                                 * @description The studio's name.
                                 * @example Northlight Portraits
                                 */
                                name: string;
                                /**
                                 * @description The studio's default currency: of new invoices and gift cards, and of fixed-amount coupons.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * @description The studio's IANA time zone: it decides the dates that depend on "today" (overdue invoices, timeframes, export file names).
                                 * @example America/New_York
                                 */
                                timezone: string;
                            };
                            /** @description The signed-in user. */
                            user: {
                                /**
                                 * @description The user's identifier.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                id: string;
                                /**
                                 * @description The user's email, used to log in.
                                 * @example studio@example.com
                                 */
                                email: string;
                                /**
                                 * @description The user's first name.
                                 * @example Dorothea
                                 */
                                first_name: string | null;
                                /**
                                 * @description The user's last name.
                                 * @example Lange
                                 */
                                last_name: string | null;
                            };
                            /**
                             * @description Send it as the `X-CSRF-Token` header on every request other than GET made with the session cookie.
                             * @example UVLVzZdYLr5SGnYeHFoLTb5I4koE1gpd
                             */
                            csrf_token: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `signup_closed`: sign-up is closed on this server; an operator creates studios. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `already_exists`: an account with this email exists, ignoring case (`details.email`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. For example a `timezone` that is not an IANA time zone name. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's credentials. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "studio@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The user's email.
                     * @example studio@example.com
                     */
                    email: string;
                    /**
                     * @description The user's password.
                     * @example correct horse battery staple
                     */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The user is signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new session: the `session_cookie` cookie is set in the same answer. */
                        data: {
                            /** @description The studio. */
                            studio: {
                                /**
                                 * @description The studio's identifier.
                                 * @example stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1
                                 */
                                id: string;
                                /**
                                 * @description The studio's name.
                                 * @example Northlight Portraits
                                 */
                                name: string;
                                /**
                                 * @description The studio's default currency: of new invoices and gift cards, and of fixed-amount coupons.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * @description The studio's IANA time zone: it decides the dates that depend on "today" (overdue invoices, timeframes, export file names).
                                 * @example America/New_York
                                 */
                                timezone: string;
                            };
                            /** @description The signed-in user. */
                            user: {
                                /**
                                 * @description The user's identifier.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                id: string;
                                /**
                                 * @description The user's email, used to log in.
                                 * @example studio@example.com
                                 */
                                email: string;
                                /**
                                 * @description The user's first name.
                                 * @example Dorothea
                                 */
                                first_name: string | null;
                                /**
                                 * @description The user's last name.
                                 * @example Lange
                                 */
                                last_name: string | null;
                            };
                            /**
                             * @description Send it as the `X-CSRF-Token` header on every request other than GET made with the session cookie.
                             * @example UVLVzZdYLr5SGnYeHFoLTb5I4koE1gpd
                             */
                            csrf_token: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: the email or password is incorrect (the same answer for an unknown email). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getCurrentCaller: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Who the credential belongs to. */
                        data: {
                            /**
                             * @description `photographer` for studio staff, `client` for a client portal token.
                             * @example photographer
                             */
                            role: string;
                            /** @description The studio. */
                            studio: {
                                /**
                                 * @description The studio's identifier.
                                 * @example stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1
                                 */
                                id: string;
                                /**
                                 * @description The studio's name.
                                 * @example Northlight Portraits
                                 */
                                name: string;
                                /**
                                 * @description The studio's default currency: of new invoices and gift cards, and of fixed-amount coupons.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * @description The studio's IANA time zone: it decides the dates that depend on "today" (overdue invoices, timeframes, export file names).
                                 * @example America/New_York
                                 */
                                timezone: string;
                            };
                            /** @description The photographer user behind the credential; null for a client portal token. */
                            user: {
                                /**
                                 * @description The user's identifier.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                id: string;
                                /**
                                 * @description The user's email, used to log in.
                                 * @example studio@example.com
                                 */
                                email: string;
                                /**
                                 * @description The user's first name.
                                 * @example Dorothea
                                 */
                                first_name: string | null;
                                /**
                                 * @description The user's last name.
                                 * @example Lange
                                 */
                                last_name: string | null;
                            } | null;
                            /** @description The client a portal token acts for; null for studio staff. */
                            client: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The studio's API tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The tokens, newest first. */
                        data: {
                            /**
                             * @description The token's identifier.
                             * @example tok_Sgrq7Tl2XN2KUI6fsrxorPGPFOgWCj
                             */
                            id: string;
                            /**
                             * @description The name given at creation, to tell tokens apart.
                             * @example Accounting export
                             */
                            name: string | null;
                            /**
                             * Format: date-time
                             * @description When the token was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the token was last used (RFC 3339, UTC, microseconds); null until it is used.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_used_at: string | null;
                        }[];
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new token. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Accounting export"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A name to tell the token apart, 1 to 100 characters.
                     * @example Accounting export
                     */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The token was created; keep its secret now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new API token, with its secret. */
                        data: {
                            /**
                             * @description The token's identifier.
                             * @example tok_Sgrq7Tl2XN2KUI6fsrxorPGPFOgWCj
                             */
                            id: string;
                            /**
                             * @description The name given at creation, to tell tokens apart.
                             * @example Accounting export
                             */
                            name: string | null;
                            /**
                             * Format: date-time
                             * @description When the token was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the token was last used (RFC 3339, UTC, microseconds); null until it is used.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_used_at: string | null;
                            /**
                             * @description The secret (`sk_` and 40 letters and digits), shown only in this answer: send it as `Authorization: Bearer <token>`.
                             * @example sk_QpPJqY2dsnpEwyxrvzBALVfbSd7eUJEVd1b5cjPA
                             */
                            token: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The API token's identifier: `tok_` and 30 letters and digits.
                 * @example tok_Sgrq7Tl2XN2KUI6fsrxorPGPFOgWCj
                 */
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token was revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `token_id` is not an API token identifier (`tok_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no token with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
                /** @description Only coupons with this status; `all` lists every coupon. */
                filter?: "all" | "active" | "disabled" | "expired" | "exhausted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The coupons on this page, newest first. */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description `percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.
                             * @example percentage
                             * @enum {string}
                             */
                            discount_type: "percentage" | "fixed_amount";
                            /**
                             * @description With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.
                             * @example 20
                             */
                            discount_value: number;
                            /**
                             * @description Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` (`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * @description How many invoices have redeemed the coupon.
                             * @example 3
                             */
                            usage_count: number;
                            /**
                             * @description How many times the coupon can be redeemed in all; null means no limit.
                             * @example 50
                             */
                            usage_limit: number | null;
                            /**
                             * Format: date-time
                             * @description When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the coupon last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new coupon. Fields left out are null. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SPRING-MINIS",
                 *       "discount_type": "percentage",
                 *       "discount_value": 20,
                 *       "usage_limit": 50,
                 *       "expires_at": "2026-05-31T23:59:59-04:00",
                 *       "minimum_order_amount": 15000,
                 *       "description": "Spring mini sessions, 2026"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description 1 to 50 letters, digits, `_` or `-`; unique in the studio ignoring case (409 otherwise). Cannot change later.
                     * @example SPRING-MINIS
                     */
                    code: string;
                    /**
                     * @description `percentage` or `fixed_amount`. Cannot change later.
                     * @example percentage
                     * @enum {string}
                     */
                    discount_type: "percentage" | "fixed_amount";
                    /**
                     * @description With `percentage`: the percent off, more than 0 and at most 100, at most two decimals (12.5 = 12.5 %). With `fixed_amount`: a whole number of minor units of the studio currency (500 = $5.00 in usd).
                     * @example 20
                     */
                    discount_value: number;
                    /**
                     * @description How many times the coupon can be redeemed in all, at least 1; null means no limit.
                     * @example 50
                     */
                    usage_limit?: number | null;
                    /**
                     * Format: date-time
                     * @description When the coupon stops applying (RFC 3339 with an offset); it may be in the past. Null means never.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    expires_at?: string | null;
                    /**
                     * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                     * @example 5000
                     */
                    minimum_order_amount?: number | null;
                    /**
                     * @description Internal note for the studio, up to 2,000 characters; null clears it.
                     * @example Spring mini sessions, 2026
                     */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The coupon was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A coupon (detail view). */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description `percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.
                             * @example percentage
                             * @enum {string}
                             */
                            discount_type: "percentage" | "fixed_amount";
                            /**
                             * @description With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.
                             * @example 20
                             */
                            discount_value: number;
                            /**
                             * @description Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` (`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * @description How many invoices have redeemed the coupon.
                             * @example 3
                             */
                            usage_count: number;
                            /**
                             * @description How many times the coupon can be redeemed in all; null means no limit.
                             * @example 50
                             */
                            usage_limit: number | null;
                            /**
                             * Format: date-time
                             * @description When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the coupon last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /**
                             * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                             * @example 5000
                             */
                            minimum_order_amount: number | null;
                            /**
                             * @description Internal note for the studio; clients never see it.
                             * @example Spring mini sessions, 2026
                             */
                            description: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was disabled (RFC 3339, UTC, microseconds); null unless it is disabled.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            disabled_at: string | null;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `already_exists`: the studio has a coupon with this code, ignoring case (`details.code`).
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. For example a percentage above 100 or with more than two decimals, or a fixed amount that is not a whole number.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A coupon (detail view). */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description `percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.
                             * @example percentage
                             * @enum {string}
                             */
                            discount_type: "percentage" | "fixed_amount";
                            /**
                             * @description With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.
                             * @example 20
                             */
                            discount_value: number;
                            /**
                             * @description Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` (`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * @description How many invoices have redeemed the coupon.
                             * @example 3
                             */
                            usage_count: number;
                            /**
                             * @description How many times the coupon can be redeemed in all; null means no limit.
                             * @example 50
                             */
                            usage_limit: number | null;
                            /**
                             * Format: date-time
                             * @description When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the coupon last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /**
                             * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                             * @example 5000
                             */
                            minimum_order_amount: number | null;
                            /**
                             * @description Internal note for the studio; clients never see it.
                             * @example Spring mini sessions, 2026
                             */
                            description: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was disabled (RFC 3339, UTC, microseconds); null unless it is disabled.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            disabled_at: string | null;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "discount_value": 25,
                 *       "usage_limit": 100,
                 *       "expires_at": "2026-06-30T23:59:59-04:00"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The new discount, read with the coupon's `discount_type`: a percent (more than 0, at most 100, two decimals) or a whole number of minor units.
                     * @example 20
                     */
                    discount_value?: number;
                    /**
                     * @description The new limit, at least the uses already made; null removes the limit.
                     * @example 50
                     */
                    usage_limit?: number | null;
                    /**
                     * Format: date-time
                     * @description When the coupon stops applying (RFC 3339 with an offset); it may be in the past. Null means never.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    expires_at?: string | null;
                    /**
                     * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                     * @example 5000
                     */
                    minimum_order_amount?: number | null;
                    /**
                     * @description Internal note for the studio, up to 2,000 characters; null clears it.
                     * @example Spring mini sessions, 2026
                     */
                    description?: string | null;
                    /** @description Cannot change once the coupon is created: a body carrying `code` is refused with 422 `validation_error`. */
                    code?: unknown;
                    /** @description Cannot change once the coupon is created: a body carrying `discount_type` is refused with 422 `validation_error`. */
                    discount_type?: unknown;
                };
            };
        };
        responses: {
            /** @description The coupon after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A coupon (detail view). */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description `percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.
                             * @example percentage
                             * @enum {string}
                             */
                            discount_type: "percentage" | "fixed_amount";
                            /**
                             * @description With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.
                             * @example 20
                             */
                            discount_value: number;
                            /**
                             * @description Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` (`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * @description How many invoices have redeemed the coupon.
                             * @example 3
                             */
                            usage_count: number;
                            /**
                             * @description How many times the coupon can be redeemed in all; null means no limit.
                             * @example 50
                             */
                            usage_limit: number | null;
                            /**
                             * Format: date-time
                             * @description When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the coupon last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /**
                             * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                             * @example 5000
                             */
                            minimum_order_amount: number | null;
                            /**
                             * @description Internal note for the studio; clients never see it.
                             * @example Spring mini sessions, 2026
                             */
                            description: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was disabled (RFC 3339, UTC, microseconds); null unless it is disabled.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            disabled_at: string | null;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `code` or `discount_type` is sent, or `usage_limit` is below the uses already made. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    disableCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon, disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The disabled coupon. */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description The coupon's status: `disabled`.
                             * @example disabled
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * Format: date-time
                             * @description When the coupon was disabled (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            disabled_at: string | null;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    enableCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon, enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A coupon (detail view). */
                        data: {
                            /**
                             * @description The coupon's identifier.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            id: string;
                            /**
                             * @description The code clients enter: unique in the studio, ignoring case; shown as it was created.
                             * @example SPRING-MINIS
                             */
                            code: string;
                            /**
                             * @description `percentage`: a percent of the invoice subtotal. `fixed_amount`: an amount in minor units of the studio currency.
                             * @example percentage
                             * @enum {string}
                             */
                            discount_type: "percentage" | "fixed_amount";
                            /**
                             * @description With `percentage`: the percent off (20 = 20 %, at most two decimals). With `fixed_amount`: the amount off in minor units of the studio currency (500 = $5.00 in usd), never more than the invoice subtotal.
                             * @example 20
                             */
                            discount_value: number;
                            /**
                             * @description Derived, in this order: `disabled` (disabled by the studio), `expired` (`expires_at` is past), `exhausted` (`usage_count` reached `usage_limit`), else `active`. Only an active coupon can be redeemed.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "disabled" | "expired" | "exhausted";
                            /**
                             * @description How many invoices have redeemed the coupon.
                             * @example 3
                             */
                            usage_count: number;
                            /**
                             * @description How many times the coupon can be redeemed in all; null means no limit.
                             * @example 50
                             */
                            usage_limit: number | null;
                            /**
                             * Format: date-time
                             * @description When the coupon stops applying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the coupon last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /**
                             * @description Smallest invoice subtotal the coupon applies to, in minor units of the studio currency (5000 = $50.00 in usd); null means any.
                             * @example 5000
                             */
                            minimum_order_amount: number | null;
                            /**
                             * @description Internal note for the studio; clients never see it.
                             * @example Spring mini sessions, 2026
                             */
                            description: string | null;
                            /**
                             * Format: date-time
                             * @description When the coupon was disabled (RFC 3339, UTC, microseconds); null unless it is disabled.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            disabled_at: string | null;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listCouponActivity: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The coupon's identifier: `cou_` and 30 letters and digits.
                 * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                 */
                coupon_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the coupon's redemptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The redemptions on this page, newest first. */
                        data: {
                            /**
                             * @description The activity entry's identifier.
                             * @example ca_eklVQ5Zl5NcRRKzMmChL5LQayq5NQp
                             */
                            id: string;
                            /**
                             * @description The coupon redeemed.
                             * @example cou_8fK2mQ9xR4tL7vN1pZ3cB6dH0wY5sJ
                             */
                            coupon_id: string;
                            /**
                             * @description The invoice that redeemed it.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The client the invoice is for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The discount the invoice got, in minor units of the invoice currency.
                             * @example 3000
                             */
                            discount_applied: number;
                            /**
                             * @description `discount_applied` as display text.
                             * @example $30.00
                             */
                            discount_applied_formatted: string;
                            /**
                             * Format: date-time
                             * @description When the invoice redeemed the coupon (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            used_at: string;
                            /** @description The client as it was when the coupon was redeemed. */
                            client: {
                                /**
                                 * @description The client's first name at the time.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name at the time.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email at the time.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description The invoice total when it redeemed the coupon. */
                            invoice: {
                                /**
                                 * @description The invoice total after the discount, in minor units.
                                 * @example 12000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $120.00
                                 */
                                amount_formatted: string;
                            };
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands, and totals over every redemption. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                            /**
                             * @description Redemptions of the coupon in all (every page).
                             * @example 3
                             */
                            total_usage: number;
                            /**
                             * @description The discounts of every redemption added up, in minor units of the studio currency.
                             * @example 9000
                             */
                            total_discount_given: number;
                            /**
                             * @description `total_discount_given` as display text.
                             * @example $90.00
                             */
                            total_discount_given_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `coupon_id` is not a coupon identifier (`cou_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no coupon with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listGiftCards: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
                /** @description Only cards with this status; `all` lists every card. */
                status?: "all" | "active" | "redeemed" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of gift cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The gift cards on this page, newest first. */
                        data: {
                            /**
                             * @description The gift card's identifier.
                             * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                             */
                            id: string;
                            /**
                             * @description The code a client gives to pay with the card (`gift_card_code` of a payment); unique in the studio, ignoring case.
                             * @example K7QM-2XRT-9BWD-4HNA
                             */
                            code: string;
                            /**
                             * @description The card's currency: it pays invoices in this currency only.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description The value the card was issued with, in minor units of its currency (5000 = $50.00 in usd).
                             * @example 5000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $50.00
                             */
                            amount_formatted: string;
                            /**
                             * @description What is left to spend, in minor units of its currency; never below 0.
                             * @example 2000
                             */
                            balance: number;
                            /**
                             * @description `balance` as display text.
                             * @example $20.00
                             */
                            balance_formatted: string;
                            /**
                             * @description Derived, in this order: `redeemed` (the balance is 0), `expired` (`expires_at` is past), else `active`. Only an active card pays.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "redeemed" | "expired";
                            /**
                             * Format: date-time
                             * @description When the card stops paying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /** @description Who bought the card; null when nobody was recorded. */
                            purchased_by: {
                                /**
                                 * @description The buyer's first name.
                                 * @example Grace
                                 */
                                first_name: string | null;
                                /**
                                 * @description The buyer's last name.
                                 * @example Hopper
                                 */
                                last_name: string | null;
                                /**
                                 * @description The buyer's email.
                                 * @example grace@example.com
                                 */
                                email: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the card was issued (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new gift card. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25000,
                 *       "currency": "usd",
                 *       "expires_at": "2027-05-10T23:59:59-04:00",
                 *       "purchased_by": {
                 *         "first_name": "Grace",
                 *         "last_name": "Hopper",
                 *         "email": "grace@example.com"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The card's value in minor units of its currency, at least 1 (5000 = $50.00 in usd). The balance starts at this amount.
                     * @example 5000
                     */
                    amount: number;
                    /**
                     * @description The card's currency, a lowercase ISO 4217 code (any case is accepted); defaults to the studio currency.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * @description 4 to 50 letters, digits, `_` or `-`, unique in the studio ignoring case. When left out, one is generated (`K7QM-2XRT-9BWD-4HNA`).
                     * @example MOTHERSDAY-2026
                     */
                    code?: string;
                    /**
                     * Format: date-time
                     * @description When the card stops paying (RFC 3339 with an offset); it may be in the past. Null or left out: never.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    expires_at?: string | null;
                    /** @description Who bought the card; every field is optional. */
                    purchased_by?: {
                        /**
                         * @description The buyer's first name, up to 100 characters.
                         * @example Grace
                         */
                        first_name?: string | null;
                        /**
                         * @description The buyer's last name, up to 100 characters.
                         * @example Hopper
                         */
                        last_name?: string | null;
                        /**
                         * Format: email
                         * @description The buyer's email address.
                         * @example grace@example.com
                         */
                        email?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The gift card was issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A gift card. */
                        data: {
                            /**
                             * @description The gift card's identifier.
                             * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                             */
                            id: string;
                            /**
                             * @description The code a client gives to pay with the card (`gift_card_code` of a payment); unique in the studio, ignoring case.
                             * @example K7QM-2XRT-9BWD-4HNA
                             */
                            code: string;
                            /**
                             * @description The card's currency: it pays invoices in this currency only.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description The value the card was issued with, in minor units of its currency (5000 = $50.00 in usd).
                             * @example 5000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $50.00
                             */
                            amount_formatted: string;
                            /**
                             * @description What is left to spend, in minor units of its currency; never below 0.
                             * @example 2000
                             */
                            balance: number;
                            /**
                             * @description `balance` as display text.
                             * @example $20.00
                             */
                            balance_formatted: string;
                            /**
                             * @description Derived, in this order: `redeemed` (the balance is 0), `expired` (`expires_at` is past), else `active`. Only an active card pays.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "redeemed" | "expired";
                            /**
                             * Format: date-time
                             * @description When the card stops paying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /** @description Who bought the card; null when nobody was recorded. */
                            purchased_by: {
                                /**
                                 * @description The buyer's first name.
                                 * @example Grace
                                 */
                                first_name: string | null;
                                /**
                                 * @description The buyer's last name.
                                 * @example Hopper
                                 */
                                last_name: string | null;
                                /**
                                 * @description The buyer's email.
                                 * @example grace@example.com
                                 */
                                email: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the card was issued (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `already_exists`: the studio has a gift card with this code, ignoring case (`details.code`).
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The gift card's identifier: `gc_` and 30 letters and digits.
                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                 */
                gift_card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gift card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A gift card. */
                        data: {
                            /**
                             * @description The gift card's identifier.
                             * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                             */
                            id: string;
                            /**
                             * @description The code a client gives to pay with the card (`gift_card_code` of a payment); unique in the studio, ignoring case.
                             * @example K7QM-2XRT-9BWD-4HNA
                             */
                            code: string;
                            /**
                             * @description The card's currency: it pays invoices in this currency only.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description The value the card was issued with, in minor units of its currency (5000 = $50.00 in usd).
                             * @example 5000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $50.00
                             */
                            amount_formatted: string;
                            /**
                             * @description What is left to spend, in minor units of its currency; never below 0.
                             * @example 2000
                             */
                            balance: number;
                            /**
                             * @description `balance` as display text.
                             * @example $20.00
                             */
                            balance_formatted: string;
                            /**
                             * @description Derived, in this order: `redeemed` (the balance is 0), `expired` (`expires_at` is past), else `active`. Only an active card pays.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "redeemed" | "expired";
                            /**
                             * Format: date-time
                             * @description When the card stops paying (RFC 3339, UTC, microseconds); null means never.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            expires_at: string | null;
                            /** @description Who bought the card; null when nobody was recorded. */
                            purchased_by: {
                                /**
                                 * @description The buyer's first name.
                                 * @example Grace
                                 */
                                first_name: string | null;
                                /**
                                 * @description The buyer's last name.
                                 * @example Hopper
                                 */
                                last_name: string | null;
                                /**
                                 * @description The buyer's email.
                                 * @example grace@example.com
                                 */
                                email: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the card was issued (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `gift_card_id` is not a gift card identifier (`gc_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no gift card with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
                /**
                 * @description Only contacts of these types, comma-separated (`client,lead`); every type when left out.
                 * @example client,lead
                 */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The contacts on this page, newest first. */
                        data: {
                            /**
                             * @description The client's identifier.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            id: string;
                            /**
                             * @description Email address, unique in the studio ignoring case.
                             * @example ada@example.com
                             */
                            email: string | null;
                            /**
                             * @description `Active`, or `Archived` for a contact kept for its history.
                             * @example Active
                             * @enum {string}
                             */
                            status_name: "Active" | "Archived";
                            /**
                             * @description First name.
                             * @example Ada
                             */
                            first_name: string | null;
                            /**
                             * @description Last name.
                             * @example Lovelace
                             */
                            last_name: string | null;
                            /**
                             * @description Phone number, as entered.
                             * @example +1 212 555 0142
                             */
                            phone: string | null;
                            /**
                             * @description Company name.
                             * @example Analytical Engines Ltd
                             */
                            company: string | null;
                            /**
                             * @description Job title.
                             * @example Head of Research
                             */
                            job_title: string | null;
                            /** @description Postal address; every field is null until given. */
                            address_info: {
                                /**
                                 * @description Street and number.
                                 * @example 350 Fifth Avenue
                                 */
                                address_line_1: string | null;
                                /**
                                 * @description Apartment, suite or floor.
                                 * @example Suite 4200
                                 */
                                address_line_2: string | null;
                                /**
                                 * @description City.
                                 * @example New York
                                 */
                                city: string | null;
                                /**
                                 * @description Postal or ZIP code.
                                 * @example 10118
                                 */
                                postal_code: string | null;
                                /**
                                 * @description State, province or region.
                                 * @example NY
                                 */
                                state: string | null;
                                /**
                                 * @description English name of the country that `country_id` codes (see `GET /api/v1/countries`).
                                 * @example United States
                                 */
                                country: string | null;
                                /**
                                 * @description ISO 3166-1 numeric code of the country (840 = United States).
                                 * @example 840
                                 */
                                country_id: number | null;
                            };
                            /**
                             * @description Internal notes for the studio; the client never sees them.
                             * @example Prefers morning sessions.
                             */
                            notes: string | null;
                            /**
                             * @description Color index for the client's avatar, 0 to 11; stays the same for the client.
                             * @example 7
                             */
                            avatar_color: number;
                            /**
                             * Format: date-time
                             * @description When the client was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * @description True for demo data made by the seeding command; false for real clients.
                             * @example false
                             */
                            sample: boolean;
                            /**
                             * @description What the contact is to the studio: `client`, `lead` (a prospect) or `other`.
                             * @example client
                             * @enum {string}
                             */
                            type: "client" | "lead" | "other";
                            /**
                             * @description Display label of `type`: `Client`, `Lead` or `Other`.
                             * @example Client
                             */
                            type_formatted: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands, the status labels and the export's address. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                            /** @description The statuses a contact can have, by key: `1` is `Active`, `2` is `Archived`. */
                            client_statuses: {
                                /**
                                 * @description Label of status 1.
                                 * @example Active
                                 */
                                1: string;
                                /**
                                 * @description Label of status 2.
                                 * @example Archived
                                 */
                                2: string;
                            };
                            /**
                             * @description Absolute URL of the CSV export of the same contacts (`GET /api/v1/clients/download_csv`, keeping `types`).
                             * @example https://studio.example.com/api/v1/clients/download_csv?types=client
                             */
                            csv_url: string;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new contact: at least `first_name` or `email`. Fields left out are null. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Ada",
                 *       "last_name": "Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+1 212 555 0142",
                 *       "type": "client",
                 *       "address_info": {
                 *         "address_line_1": "350 Fifth Avenue",
                 *         "city": "New York",
                 *         "state": "NY",
                 *         "postal_code": "10118",
                 *         "country_id": 840
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description First name. Up to 100 characters; null clears it.
                     * @example Ada
                     */
                    first_name?: string | null;
                    /**
                     * @description Last name. Up to 100 characters; null clears it.
                     * @example Lovelace
                     */
                    last_name?: string | null;
                    /**
                     * Format: email
                     * @description Email address, unique in the studio ignoring case (409 otherwise); null clears it.
                     * @example ada@example.com
                     */
                    email?: string | null;
                    /**
                     * @description Phone number, any format; searches match its digits. Up to 40 characters; null clears it.
                     * @example +1 212 555 0142
                     */
                    phone?: string | null;
                    /**
                     * @description Company name. Up to 200 characters; null clears it.
                     * @example Analytical Engines Ltd
                     */
                    company?: string | null;
                    /**
                     * @description Job title. Up to 200 characters; null clears it.
                     * @example Head of Research
                     */
                    job_title?: string | null;
                    /** @description Postal address; null clears every field of it. */
                    address_info?: {
                        /**
                         * @description Street and number. Up to 200 characters; null clears it.
                         * @example 350 Fifth Avenue
                         */
                        address_line_1?: string | null;
                        /**
                         * @description Apartment, suite or floor. Up to 200 characters; null clears it.
                         * @example Suite 4200
                         */
                        address_line_2?: string | null;
                        /**
                         * @description City. Up to 100 characters; null clears it.
                         * @example New York
                         */
                        city?: string | null;
                        /**
                         * @description Postal or ZIP code. Up to 20 characters; null clears it.
                         * @example 10118
                         */
                        postal_code?: string | null;
                        /**
                         * @description State, province or region. Up to 100 characters; null clears it.
                         * @example NY
                         */
                        state?: string | null;
                        /**
                         * @description ISO 3166-1 numeric code of the country (840 = United States; `GET /api/v1/countries` lists them); null clears it.
                         * @example 840
                         */
                        country_id?: number | null;
                    } | null;
                    /**
                     * @description Internal notes for the studio. Up to 10,000 characters; null clears it.
                     * @example Prefers morning sessions.
                     */
                    notes?: string | null;
                    /**
                     * @description `client`, `lead` or `other`; a new contact is a `client` unless given.
                     * @example client
                     * @enum {string}
                     */
                    type?: "client" | "lead" | "other";
                    /**
                     * @description `Active` or `Archived`; a new contact is `Active` unless given.
                     * @example Active
                     * @enum {string}
                     */
                    status_name?: "Active" | "Archived";
                };
            };
        };
        responses: {
            /** @description The contact was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A client, lead or other contact. */
                        data: {
                            /**
                             * @description The client's identifier.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            id: string;
                            /**
                             * @description Email address, unique in the studio ignoring case.
                             * @example ada@example.com
                             */
                            email: string | null;
                            /**
                             * @description `Active`, or `Archived` for a contact kept for its history.
                             * @example Active
                             * @enum {string}
                             */
                            status_name: "Active" | "Archived";
                            /**
                             * @description First name.
                             * @example Ada
                             */
                            first_name: string | null;
                            /**
                             * @description Last name.
                             * @example Lovelace
                             */
                            last_name: string | null;
                            /**
                             * @description Phone number, as entered.
                             * @example +1 212 555 0142
                             */
                            phone: string | null;
                            /**
                             * @description Company name.
                             * @example Analytical Engines Ltd
                             */
                            company: string | null;
                            /**
                             * @description Job title.
                             * @example Head of Research
                             */
                            job_title: string | null;
                            /** @description Postal address; every field is null until given. */
                            address_info: {
                                /**
                                 * @description Street and number.
                                 * @example 350 Fifth Avenue
                                 */
                                address_line_1: string | null;
                                /**
                                 * @description Apartment, suite or floor.
                                 * @example Suite 4200
                                 */
                                address_line_2: string | null;
                                /**
                                 * @description City.
                                 * @example New York
                                 */
                                city: string | null;
                                /**
                                 * @description Postal or ZIP code.
                                 * @example 10118
                                 */
                                postal_code: string | null;
                                /**
                                 * @description State, province or region.
                                 * @example NY
                                 */
                                state: string | null;
                                /**
                                 * @description English name of the country that `country_id` codes (see `GET /api/v1/countries`).
                                 * @example United States
                                 */
                                country: string | null;
                                /**
                                 * @description ISO 3166-1 numeric code of the country (840 = United States).
                                 * @example 840
                                 */
                                country_id: number | null;
                            };
                            /**
                             * @description Internal notes for the studio; the client never sees them.
                             * @example Prefers morning sessions.
                             */
                            notes: string | null;
                            /**
                             * @description Color index for the client's avatar, 0 to 11; stays the same for the client.
                             * @example 7
                             */
                            avatar_color: number;
                            /**
                             * Format: date-time
                             * @description When the client was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * @description True for demo data made by the seeding command; false for real clients.
                             * @example false
                             */
                            sample: boolean;
                            /**
                             * @description What the contact is to the studio: `client`, `lead` (a prospect) or `other`.
                             * @example client
                             * @enum {string}
                             */
                            type: "client" | "lead" | "other";
                            /**
                             * @description Display label of `type`: `Client`, `Lead` or `Other`.
                             * @example Client
                             */
                            type_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `already_exists`: another contact of the studio has this email, ignoring case (`details.email`).
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. For example a contact left with neither `first_name` nor `email`, or an unknown `address_info.country_id`.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    searchClients: {
        parameters: {
            query: {
                /**
                 * @description What to look for, 1 to 100 characters, ignoring case and accents: matched inside first name, last name, full name, email and company; a phone-like query (digits, spaces and `+ - . ( ) /`, 3 digits or more) is also matched inside the phone's digits.
                 * @example lovelace
                 */
                q: string;
                /**
                 * @description Only contacts of these types, comma-separated (`client,lead`); `all` or left out: every type.
                 * @example all
                 */
                types?: "all" | string;
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of search results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The matches on this page, best first: an exact email, then names or phones that start with the query, then the rest; newest first within each. */
                        data: {
                            /**
                             * @description The client's identifier.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            id: string;
                            /**
                             * @description Email address, unique in the studio ignoring case.
                             * @example ada@example.com
                             */
                            email: string | null;
                            /**
                             * @description `Active`, or `Archived` for a contact kept for its history.
                             * @example Active
                             * @enum {string}
                             */
                            status_name: "Active" | "Archived";
                            /**
                             * @description First name.
                             * @example Ada
                             */
                            first_name: string | null;
                            /**
                             * @description Last name.
                             * @example Lovelace
                             */
                            last_name: string | null;
                            /**
                             * @description Phone number, as entered.
                             * @example +1 212 555 0142
                             */
                            phone: string | null;
                            /**
                             * @description Company name.
                             * @example Analytical Engines Ltd
                             */
                            company: string | null;
                            /**
                             * @description Job title.
                             * @example Head of Research
                             */
                            job_title: string | null;
                            /** @description Postal address; every field is null until given. */
                            address_info: {
                                /**
                                 * @description Street and number.
                                 * @example 350 Fifth Avenue
                                 */
                                address_line_1: string | null;
                                /**
                                 * @description Apartment, suite or floor.
                                 * @example Suite 4200
                                 */
                                address_line_2: string | null;
                                /**
                                 * @description City.
                                 * @example New York
                                 */
                                city: string | null;
                                /**
                                 * @description Postal or ZIP code.
                                 * @example 10118
                                 */
                                postal_code: string | null;
                                /**
                                 * @description State, province or region.
                                 * @example NY
                                 */
                                state: string | null;
                                /**
                                 * @description English name of the country that `country_id` codes (see `GET /api/v1/countries`).
                                 * @example United States
                                 */
                                country: string | null;
                                /**
                                 * @description ISO 3166-1 numeric code of the country (840 = United States).
                                 * @example 840
                                 */
                                country_id: number | null;
                            };
                            /**
                             * @description Internal notes for the studio; the client never sees them.
                             * @example Prefers morning sessions.
                             */
                            notes: string | null;
                            /**
                             * @description Color index for the client's avatar, 0 to 11; stays the same for the client.
                             * @example 7
                             */
                            avatar_color: number;
                            /**
                             * Format: date-time
                             * @description When the client was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * @description True for demo data made by the seeding command; false for real clients.
                             * @example false
                             */
                            sample: boolean;
                            /**
                             * @description What the contact is to the studio: `client`, `lead` (a prospect) or `other`.
                             * @example client
                             * @enum {string}
                             */
                            type: "client" | "lead" | "other";
                            /**
                             * @description Display label of `type`: `Client`, `Lead` or `Other`.
                             * @example Client
                             */
                            type_formatted: string;
                        }[];
                        /** @description Where this page stands. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Matches in all, every page together.
                             * @example 3
                             */
                            total: number;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: `q` is missing, empty or only spaces (`details.q`).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    exportClientsCsv: {
        parameters: {
            query?: {
                /**
                 * @description Only contacts of these types, comma-separated (`client,lead`); every type when left out.
                 * @example client,lead
                 */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's identifier: `cl_` and 30 letters and digits.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A client, lead or other contact. */
                        data: {
                            /**
                             * @description The client's identifier.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            id: string;
                            /**
                             * @description Email address, unique in the studio ignoring case.
                             * @example ada@example.com
                             */
                            email: string | null;
                            /**
                             * @description `Active`, or `Archived` for a contact kept for its history.
                             * @example Active
                             * @enum {string}
                             */
                            status_name: "Active" | "Archived";
                            /**
                             * @description First name.
                             * @example Ada
                             */
                            first_name: string | null;
                            /**
                             * @description Last name.
                             * @example Lovelace
                             */
                            last_name: string | null;
                            /**
                             * @description Phone number, as entered.
                             * @example +1 212 555 0142
                             */
                            phone: string | null;
                            /**
                             * @description Company name.
                             * @example Analytical Engines Ltd
                             */
                            company: string | null;
                            /**
                             * @description Job title.
                             * @example Head of Research
                             */
                            job_title: string | null;
                            /** @description Postal address; every field is null until given. */
                            address_info: {
                                /**
                                 * @description Street and number.
                                 * @example 350 Fifth Avenue
                                 */
                                address_line_1: string | null;
                                /**
                                 * @description Apartment, suite or floor.
                                 * @example Suite 4200
                                 */
                                address_line_2: string | null;
                                /**
                                 * @description City.
                                 * @example New York
                                 */
                                city: string | null;
                                /**
                                 * @description Postal or ZIP code.
                                 * @example 10118
                                 */
                                postal_code: string | null;
                                /**
                                 * @description State, province or region.
                                 * @example NY
                                 */
                                state: string | null;
                                /**
                                 * @description English name of the country that `country_id` codes (see `GET /api/v1/countries`).
                                 * @example United States
                                 */
                                country: string | null;
                                /**
                                 * @description ISO 3166-1 numeric code of the country (840 = United States).
                                 * @example 840
                                 */
                                country_id: number | null;
                            };
                            /**
                             * @description Internal notes for the studio; the client never sees them.
                             * @example Prefers morning sessions.
                             */
                            notes: string | null;
                            /**
                             * @description Color index for the client's avatar, 0 to 11; stays the same for the client.
                             * @example 7
                             */
                            avatar_color: number;
                            /**
                             * Format: date-time
                             * @description When the client was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * @description True for demo data made by the seeding command; false for real clients.
                             * @example false
                             */
                            sample: boolean;
                            /**
                             * @description What the contact is to the studio: `client`, `lead` (a prospect) or `other`.
                             * @example client
                             * @enum {string}
                             */
                            type: "client" | "lead" | "other";
                            /**
                             * @description Display label of `type`: `Client`, `Lead` or `Other`.
                             * @example Client
                             */
                            type_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's identifier: `cl_` and 30 letters and digits.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. A contact keeps at least a first name or an email. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "+1 212 555 0199",
                 *       "status_name": "Archived",
                 *       "notes": "Moved to Boston."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description First name. Up to 100 characters; null clears it.
                     * @example Ada
                     */
                    first_name?: string | null;
                    /**
                     * @description Last name. Up to 100 characters; null clears it.
                     * @example Lovelace
                     */
                    last_name?: string | null;
                    /**
                     * Format: email
                     * @description Email address, unique in the studio ignoring case (409 otherwise); null clears it.
                     * @example ada@example.com
                     */
                    email?: string | null;
                    /**
                     * @description Phone number, any format; searches match its digits. Up to 40 characters; null clears it.
                     * @example +1 212 555 0142
                     */
                    phone?: string | null;
                    /**
                     * @description Company name. Up to 200 characters; null clears it.
                     * @example Analytical Engines Ltd
                     */
                    company?: string | null;
                    /**
                     * @description Job title. Up to 200 characters; null clears it.
                     * @example Head of Research
                     */
                    job_title?: string | null;
                    /** @description Postal address; null clears every field of it. */
                    address_info?: {
                        /**
                         * @description Street and number. Up to 200 characters; null clears it.
                         * @example 350 Fifth Avenue
                         */
                        address_line_1?: string | null;
                        /**
                         * @description Apartment, suite or floor. Up to 200 characters; null clears it.
                         * @example Suite 4200
                         */
                        address_line_2?: string | null;
                        /**
                         * @description City. Up to 100 characters; null clears it.
                         * @example New York
                         */
                        city?: string | null;
                        /**
                         * @description Postal or ZIP code. Up to 20 characters; null clears it.
                         * @example 10118
                         */
                        postal_code?: string | null;
                        /**
                         * @description State, province or region. Up to 100 characters; null clears it.
                         * @example NY
                         */
                        state?: string | null;
                        /**
                         * @description ISO 3166-1 numeric code of the country (840 = United States; `GET /api/v1/countries` lists them); null clears it.
                         * @example 840
                         */
                        country_id?: number | null;
                    } | null;
                    /**
                     * @description Internal notes for the studio. Up to 10,000 characters; null clears it.
                     * @example Prefers morning sessions.
                     */
                    notes?: string | null;
                    /**
                     * @description `client`, `lead` or `other`; a new contact is a `client` unless given.
                     * @example client
                     * @enum {string}
                     */
                    type?: "client" | "lead" | "other";
                    /**
                     * @description `Active` or `Archived`; a new contact is `Active` unless given.
                     * @example Active
                     * @enum {string}
                     */
                    status_name?: "Active" | "Archived";
                };
            };
        };
        responses: {
            /** @description The contact after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A client, lead or other contact. */
                        data: {
                            /**
                             * @description The client's identifier.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            id: string;
                            /**
                             * @description Email address, unique in the studio ignoring case.
                             * @example ada@example.com
                             */
                            email: string | null;
                            /**
                             * @description `Active`, or `Archived` for a contact kept for its history.
                             * @example Active
                             * @enum {string}
                             */
                            status_name: "Active" | "Archived";
                            /**
                             * @description First name.
                             * @example Ada
                             */
                            first_name: string | null;
                            /**
                             * @description Last name.
                             * @example Lovelace
                             */
                            last_name: string | null;
                            /**
                             * @description Phone number, as entered.
                             * @example +1 212 555 0142
                             */
                            phone: string | null;
                            /**
                             * @description Company name.
                             * @example Analytical Engines Ltd
                             */
                            company: string | null;
                            /**
                             * @description Job title.
                             * @example Head of Research
                             */
                            job_title: string | null;
                            /** @description Postal address; every field is null until given. */
                            address_info: {
                                /**
                                 * @description Street and number.
                                 * @example 350 Fifth Avenue
                                 */
                                address_line_1: string | null;
                                /**
                                 * @description Apartment, suite or floor.
                                 * @example Suite 4200
                                 */
                                address_line_2: string | null;
                                /**
                                 * @description City.
                                 * @example New York
                                 */
                                city: string | null;
                                /**
                                 * @description Postal or ZIP code.
                                 * @example 10118
                                 */
                                postal_code: string | null;
                                /**
                                 * @description State, province or region.
                                 * @example NY
                                 */
                                state: string | null;
                                /**
                                 * @description English name of the country that `country_id` codes (see `GET /api/v1/countries`).
                                 * @example United States
                                 */
                                country: string | null;
                                /**
                                 * @description ISO 3166-1 numeric code of the country (840 = United States).
                                 * @example 840
                                 */
                                country_id: number | null;
                            };
                            /**
                             * @description Internal notes for the studio; the client never sees them.
                             * @example Prefers morning sessions.
                             */
                            notes: string | null;
                            /**
                             * @description Color index for the client's avatar, 0 to 11; stays the same for the client.
                             * @example 7
                             */
                            avatar_color: number;
                            /**
                             * Format: date-time
                             * @description When the client was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * @description True for demo data made by the seeding command; false for real clients.
                             * @example false
                             */
                            sample: boolean;
                            /**
                             * @description What the contact is to the studio: `client`, `lead` (a prospect) or `other`.
                             * @example client
                             * @enum {string}
                             */
                            type: "client" | "lead" | "other";
                            /**
                             * @description Display label of `type`: `Client`, `Lead` or `Other`.
                             * @example Client
                             */
                            type_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `already_exists`: another contact of the studio has this email, ignoring case (`details.email`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. For example a contact left with neither `first_name` nor `email`, or an unknown `address_info.country_id`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's identifier: `cl_` and 30 letters and digits.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `client_has_invoices`: the client has invoices; archive it instead.
             *     - `client_has_conversations`: the client has conversations; archive it instead.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createPortalToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's identifier: `cl_` and 30 letters and digits.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token was created; keep its secret now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A client portal token. */
                        data: {
                            /**
                             * @description The token's identifier.
                             * @example tok_Sgrq7Tl2XN2KUI6fsrxorPGPFOgWCj
                             */
                            id: string;
                            /**
                             * @description The secret (`pk_` and 40 letters and digits), shown only in this answer: send it as `Authorization: Bearer <token>`.
                             * @example pk_e1wFgQfwBoTi5PzQa7VIUkG3FUoKKQEOfwnV5CS4
                             */
                            token: string;
                            /**
                             * @description The client the token acts for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * Format: date-time
                             * @description When the token was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The countries, ordered by numeric code. */
                        data: {
                            /**
                             * @description ISO 3166-1 numeric code, the `country_id` of an address.
                             * @example 840
                             */
                            id: number;
                            /**
                             * @description ISO 3166-1 alpha-2 code.
                             * @example US
                             */
                            code: string;
                            /**
                             * @description English name, the `country` of an address.
                             * @example United States
                             */
                            name: string;
                        }[];
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description A period on the studio's calendar, in its time zone: `all_time`, `this_month`, `last_month`, `this_year`, `last_year`, or `last_7_days`, `last_30_days`, `last_90_days` (ending today). Counted on the invoices' `created_at`. */
                timeframe_filter?: "all_time" | "this_month" | "last_month" | "this_year" | "last_year" | "last_7_days" | "last_30_days" | "last_90_days";
                /**
                 * @description Last day included, `YYYY-MM-DD`, in the studio's time zone: caps the period.
                 * @example 2026-12-24
                 */
                to?: string;
                /** @description `paid`, `unpaid` (sent or overdue), `overdue`, or `all`. */
                payment_type?: "all" | "paid" | "unpaid" | "overdue";
                /**
                 * @description Only invoices in this currency, an ISO 4217 code (any case); every currency when left out.
                 * @example usd
                 */
                currency?: string;
                /**
                 * @description Only this client's invoices: a client identifier (`cl_…`); one the studio does not have matches nothing.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id?: string;
                /**
                 * @description Only invoices with this status.
                 * @example sent
                 */
                status?: "draft" | "sent" | "paid" | "overdue";
                /** @description `client` adds `client`; `all` adds `client`, `line_items`, `payments` and `associated_documents`. */
                expand?: "client" | "all";
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The invoices on this page, newest first. */
                        data: {
                            /**
                             * @description The invoice's identifier.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description The studio's number for it: `INV-` and at least four digits, increasing without gaps.
                             * @example INV-0042
                             */
                            invoice_number: string;
                            /**
                             * @description The client billed.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The total the client pays: `subtotal` − `discount_amount` + `tax_amount`. In minor units of the currency.
                             * @example 108875
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,088.75
                             */
                            amount_formatted: string;
                            /**
                             * @description The invoice's currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not paid and `due_date` is before today in the studio's time zone; else `sent`.
                             * @example sent
                             * @enum {string}
                             */
                            status: "draft" | "sent" | "paid" | "overdue";
                            /**
                             * Format: date
                             * @description When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio's time zone.
                             * @example 2026-12-24
                             */
                            due_date: string;
                            /**
                             * @description The line totals added up. In minor units of the currency.
                             * @example 125000
                             */
                            subtotal: number;
                            /**
                             * @description `subtotal` as display text.
                             * @example $1,250.00
                             */
                            subtotal_formatted: string;
                            /**
                             * @description The coupon's discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal). In minor units of the currency.
                             * @example 25000
                             */
                            discount_amount: number;
                            /**
                             * @description `discount_amount` as display text.
                             * @example $250.00
                             */
                            discount_amount_formatted: string;
                            /**
                             * @description The line items' taxes added up. In minor units of the currency.
                             * @example 8875
                             */
                            tax_amount: number;
                            /**
                             * @description `tax_amount` as display text.
                             * @example $88.75
                             */
                            tax_amount_formatted: string;
                            /**
                             * @description Completed payments less refunds. In minor units of the currency.
                             * @example 50000
                             */
                            amount_paid: number;
                            /**
                             * @description `amount_paid` as display text.
                             * @example $500.00
                             */
                            amount_paid_formatted: string;
                            /**
                             * @description What is left to pay: `amount` − `amount_paid`. In minor units of the currency.
                             * @example 58875
                             */
                            amount_due: number;
                            /**
                             * @description `amount_due` as display text.
                             * @example $588.75
                             */
                            amount_due_formatted: string;
                            /**
                             * @description The code of the coupon the invoice redeemed, as the coupon has it; null for none.
                             * @example SPRING-MINIS
                             */
                            coupon_code: string | null;
                            /**
                             * @description Notes shown on the invoice.
                             * @example Thank you for choosing Northlight Portraits!
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the invoice last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, with `expand=client` or `expand=all`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description With `expand=all`: the lines, in the order given. */
                            line_items?: {
                                /**
                                 * @description The line item's identifier.
                                 * @example li_EWRUyTfX7iJz9ZVczNQZVXhjq2ucrT
                                 */
                                id: string;
                                /**
                                 * @description What is billed.
                                 * @example Family portrait session
                                 */
                                name: string;
                                /**
                                 * @description More about it, shown under the name.
                                 * @example 90 minutes on location, 20 edited photos
                                 */
                                description: string | null;
                                /**
                                 * @description How many, at least 1.
                                 * @example 1
                                 */
                                quantity: number;
                                /**
                                 * @description The unit price, as sent. In minor units of the currency.
                                 * @example 125000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $1,250.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description `amount` × `quantity`, before discount and tax. In minor units of the currency.
                                 * @example 125000
                                 */
                                line_total: number;
                                /**
                                 * @description `line_total` as display text.
                                 * @example $1,250.00
                                 */
                                line_total_formatted: string;
                                /**
                                 * @description Whether the line is taxed.
                                 * @example true
                                 */
                                taxable: boolean;
                                /**
                                 * @description The tax rate in percent (8.875 = 8.875 %); null for none.
                                 * @example 8.875
                                 */
                                tax_rate: number | null;
                                /**
                                 * @description The line's tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable. In minor units of the currency.
                                 * @example 8875
                                 */
                                tax_amount: number;
                                /**
                                 * @description `tax_amount` as display text.
                                 * @example $88.75
                                 */
                                tax_amount_formatted: string;
                            }[];
                            /** @description With `expand=all`: the payments, newest first. */
                            payments?: {
                                /**
                                 * @description The payment's identifier.
                                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                                 */
                                id: string;
                                /**
                                 * @description The invoice paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string;
                                /**
                                 * @description The amount paid. In minor units of the currency.
                                 * @example 50000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $500.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The payment's currency: the invoice's.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                payment_date: string;
                                /**
                                 * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                                 * @example card
                                 * @enum {string}
                                 */
                                payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                                /**
                                 * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                                 * @example completed
                                 * @enum {string}
                                 */
                                status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                                /**
                                 * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                                 * @example 0
                                 */
                                transaction_fee: number;
                                /**
                                 * @description `transaction_fee` as display text.
                                 * @example $0.00
                                 */
                                transaction_fee_formatted: string;
                                /** @description The invoice's client, with `expand=client`. */
                                client?: {
                                    /**
                                     * @description The client's identifier.
                                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                     */
                                    id: string;
                                    /**
                                     * @description The client's first name.
                                     * @example Ada
                                     */
                                    first_name: string | null;
                                    /**
                                     * @description The client's last name.
                                     * @example Lovelace
                                     */
                                    last_name: string | null;
                                    /**
                                     * @description The client's email.
                                     * @example ada@example.com
                                     */
                                    email: string | null;
                                };
                                /**
                                 * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                                 * @example 1480
                                 */
                                processor_fee: number;
                                /**
                                 * @description `processor_fee` as display text.
                                 * @example $14.80
                                 */
                                processor_fee_formatted: string;
                                /**
                                 * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                                 * @example 48520
                                 */
                                net_amount: number;
                                /**
                                 * @description `net_amount` as display text.
                                 * @example $485.20
                                 */
                                net_amount_formatted: string;
                                /**
                                 * @description How much of the payment has been refunded. In minor units of the currency.
                                 * @example 0
                                 */
                                refunded_amount: number;
                                /**
                                 * @description `refunded_amount` as display text.
                                 * @example $0.00
                                 */
                                refunded_amount_formatted: string;
                                /** @description What identifies the payment for its method; null when nothing was recorded. */
                                payment_method_details: {
                                    /**
                                     * @description Card payments: the card brand.
                                     * @example visa
                                     */
                                    brand?: string | null;
                                    /**
                                     * @description Card payments: the last four digits of the card number.
                                     * @example 4242
                                     */
                                    last_four?: string | null;
                                    /**
                                     * @description Card payments: expiry month, 1 to 12.
                                     * @example 8
                                     */
                                    exp_month?: number | null;
                                    /**
                                     * @description Card payments: expiry year.
                                     * @example 2028
                                     */
                                    exp_year?: number | null;
                                    /**
                                     * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                     * @example credit
                                     */
                                    funding?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal email.
                                     * @example ada@example.com
                                     */
                                    payer_email?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal id.
                                     * @example QYR5Z8XDVJNXQ
                                     */
                                    payer_id?: string | null;
                                    /**
                                     * @description Bank transfers: the transfer's reference.
                                     * @example INV-0042 Lovelace
                                     */
                                    reference?: string | null;
                                    /**
                                     * @description Gift card payments: the card that paid.
                                     * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                     */
                                    gift_card_id?: string;
                                    /**
                                     * @description Gift card payments: the card's code.
                                     * @example K7QM-2XRT-9BWD-4HNA
                                     */
                                    code?: string;
                                } | null;
                                /** @description The payment's dispute; null if it was never disputed. */
                                dispute: {
                                    /**
                                     * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                     * @example needs_response
                                     * @enum {string}
                                     */
                                    status: "needs_response" | "won" | "lost";
                                    /**
                                     * Format: date-time
                                     * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    opened_at: string;
                                    /**
                                     * Format: date-time
                                     * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    resolved_at: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            }[];
                            /** @description With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty. */
                            associated_documents?: {
                                /** @description The document's identifier. */
                                id: string;
                                /** @description What the document is (contract, quote, questionnaire). */
                                type: string;
                                /** @description Its display title. */
                                title: string;
                            }[];
                        }[];
                        /** @description Where this page stands. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new draft invoice. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7",
                 *       "currency": "usd",
                 *       "due_date": "2026-12-24",
                 *       "line_items": [
                 *         {
                 *           "name": "Family portrait session",
                 *           "description": "90 minutes on location, 20 edited photos",
                 *           "quantity": 1,
                 *           "amount": 125000,
                 *           "taxable": true,
                 *           "tax_rate": 8.88
                 *         },
                 *         {
                 *           "name": "Fine art print 40×50 cm",
                 *           "quantity": 2,
                 *           "amount": 9500
                 *         }
                 *       ],
                 *       "coupon_code": "SPRING-MINIS",
                 *       "notes": "Thank you for choosing Northlight Portraits!"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The client billed: a client of the studio (422 otherwise).
                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                     */
                    client_id: string;
                    /**
                     * @description The invoice currency, an ISO 4217 code (any case); defaults to the studio currency.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * Format: date
                     * @description When payment is due, `YYYY-MM-DD`; it may be in the past.
                     * @example 2026-12-24
                     */
                    due_date: string;
                    /** @description The lines, 1 to 200, in the order to show them. */
                    line_items: {
                        /**
                         * @description What is billed, 1 to 200 characters.
                         * @example Family portrait session
                         */
                        name: string;
                        /**
                         * @description More about it, up to 2,000 characters.
                         * @example 90 minutes on location, 20 edited photos
                         */
                        description?: string | null;
                        /**
                         * @description How many, 1 to 100,000.
                         * @example 1
                         */
                        quantity: number;
                        /**
                         * @description The unit price in minor units of the invoice currency, 0 or more (125000 = $1,250.00 in usd).
                         * @example 125000
                         */
                        amount: number;
                        /**
                         * @description Whether the line is taxed at `tax_rate`.
                         * @default false
                         * @example true
                         */
                        taxable?: boolean;
                        /**
                         * @description The tax rate in percent, 0 to 100, at most two decimals (8.88 = 8.88 %).
                         * @example 8.88
                         */
                        tax_rate?: number | null;
                    }[];
                    /**
                     * @description A coupon to redeem, matched ignoring case: it must be active and apply to this invoice (422 `coupon_not_applicable` otherwise). Null removes it.
                     * @example SPRING-MINIS
                     */
                    coupon_code?: string | null;
                    /**
                     * @description Notes shown on the invoice, up to 5,000 characters.
                     * @example Thank you for choosing Northlight Portraits!
                     */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The draft invoice was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An invoice. */
                        data: {
                            /**
                             * @description The invoice's identifier.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description The studio's number for it: `INV-` and at least four digits, increasing without gaps.
                             * @example INV-0042
                             */
                            invoice_number: string;
                            /**
                             * @description The client billed.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The total the client pays: `subtotal` − `discount_amount` + `tax_amount`. In minor units of the currency.
                             * @example 108875
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,088.75
                             */
                            amount_formatted: string;
                            /**
                             * @description The invoice's currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not paid and `due_date` is before today in the studio's time zone; else `sent`.
                             * @example sent
                             * @enum {string}
                             */
                            status: "draft" | "sent" | "paid" | "overdue";
                            /**
                             * Format: date
                             * @description When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio's time zone.
                             * @example 2026-12-24
                             */
                            due_date: string;
                            /**
                             * @description The line totals added up. In minor units of the currency.
                             * @example 125000
                             */
                            subtotal: number;
                            /**
                             * @description `subtotal` as display text.
                             * @example $1,250.00
                             */
                            subtotal_formatted: string;
                            /**
                             * @description The coupon's discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal). In minor units of the currency.
                             * @example 25000
                             */
                            discount_amount: number;
                            /**
                             * @description `discount_amount` as display text.
                             * @example $250.00
                             */
                            discount_amount_formatted: string;
                            /**
                             * @description The line items' taxes added up. In minor units of the currency.
                             * @example 8875
                             */
                            tax_amount: number;
                            /**
                             * @description `tax_amount` as display text.
                             * @example $88.75
                             */
                            tax_amount_formatted: string;
                            /**
                             * @description Completed payments less refunds. In minor units of the currency.
                             * @example 50000
                             */
                            amount_paid: number;
                            /**
                             * @description `amount_paid` as display text.
                             * @example $500.00
                             */
                            amount_paid_formatted: string;
                            /**
                             * @description What is left to pay: `amount` − `amount_paid`. In minor units of the currency.
                             * @example 58875
                             */
                            amount_due: number;
                            /**
                             * @description `amount_due` as display text.
                             * @example $588.75
                             */
                            amount_due_formatted: string;
                            /**
                             * @description The code of the coupon the invoice redeemed, as the coupon has it; null for none.
                             * @example SPRING-MINIS
                             */
                            coupon_code: string | null;
                            /**
                             * @description Notes shown on the invoice.
                             * @example Thank you for choosing Northlight Portraits!
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the invoice last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, with `expand=client` or `expand=all`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description With `expand=all`: the lines, in the order given. */
                            line_items?: {
                                /**
                                 * @description The line item's identifier.
                                 * @example li_EWRUyTfX7iJz9ZVczNQZVXhjq2ucrT
                                 */
                                id: string;
                                /**
                                 * @description What is billed.
                                 * @example Family portrait session
                                 */
                                name: string;
                                /**
                                 * @description More about it, shown under the name.
                                 * @example 90 minutes on location, 20 edited photos
                                 */
                                description: string | null;
                                /**
                                 * @description How many, at least 1.
                                 * @example 1
                                 */
                                quantity: number;
                                /**
                                 * @description The unit price, as sent. In minor units of the currency.
                                 * @example 125000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $1,250.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description `amount` × `quantity`, before discount and tax. In minor units of the currency.
                                 * @example 125000
                                 */
                                line_total: number;
                                /**
                                 * @description `line_total` as display text.
                                 * @example $1,250.00
                                 */
                                line_total_formatted: string;
                                /**
                                 * @description Whether the line is taxed.
                                 * @example true
                                 */
                                taxable: boolean;
                                /**
                                 * @description The tax rate in percent (8.875 = 8.875 %); null for none.
                                 * @example 8.875
                                 */
                                tax_rate: number | null;
                                /**
                                 * @description The line's tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable. In minor units of the currency.
                                 * @example 8875
                                 */
                                tax_amount: number;
                                /**
                                 * @description `tax_amount` as display text.
                                 * @example $88.75
                                 */
                                tax_amount_formatted: string;
                            }[];
                            /** @description With `expand=all`: the payments, newest first. */
                            payments?: {
                                /**
                                 * @description The payment's identifier.
                                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                                 */
                                id: string;
                                /**
                                 * @description The invoice paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string;
                                /**
                                 * @description The amount paid. In minor units of the currency.
                                 * @example 50000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $500.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The payment's currency: the invoice's.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                payment_date: string;
                                /**
                                 * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                                 * @example card
                                 * @enum {string}
                                 */
                                payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                                /**
                                 * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                                 * @example completed
                                 * @enum {string}
                                 */
                                status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                                /**
                                 * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                                 * @example 0
                                 */
                                transaction_fee: number;
                                /**
                                 * @description `transaction_fee` as display text.
                                 * @example $0.00
                                 */
                                transaction_fee_formatted: string;
                                /** @description The invoice's client, with `expand=client`. */
                                client?: {
                                    /**
                                     * @description The client's identifier.
                                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                     */
                                    id: string;
                                    /**
                                     * @description The client's first name.
                                     * @example Ada
                                     */
                                    first_name: string | null;
                                    /**
                                     * @description The client's last name.
                                     * @example Lovelace
                                     */
                                    last_name: string | null;
                                    /**
                                     * @description The client's email.
                                     * @example ada@example.com
                                     */
                                    email: string | null;
                                };
                                /**
                                 * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                                 * @example 1480
                                 */
                                processor_fee: number;
                                /**
                                 * @description `processor_fee` as display text.
                                 * @example $14.80
                                 */
                                processor_fee_formatted: string;
                                /**
                                 * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                                 * @example 48520
                                 */
                                net_amount: number;
                                /**
                                 * @description `net_amount` as display text.
                                 * @example $485.20
                                 */
                                net_amount_formatted: string;
                                /**
                                 * @description How much of the payment has been refunded. In minor units of the currency.
                                 * @example 0
                                 */
                                refunded_amount: number;
                                /**
                                 * @description `refunded_amount` as display text.
                                 * @example $0.00
                                 */
                                refunded_amount_formatted: string;
                                /** @description What identifies the payment for its method; null when nothing was recorded. */
                                payment_method_details: {
                                    /**
                                     * @description Card payments: the card brand.
                                     * @example visa
                                     */
                                    brand?: string | null;
                                    /**
                                     * @description Card payments: the last four digits of the card number.
                                     * @example 4242
                                     */
                                    last_four?: string | null;
                                    /**
                                     * @description Card payments: expiry month, 1 to 12.
                                     * @example 8
                                     */
                                    exp_month?: number | null;
                                    /**
                                     * @description Card payments: expiry year.
                                     * @example 2028
                                     */
                                    exp_year?: number | null;
                                    /**
                                     * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                     * @example credit
                                     */
                                    funding?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal email.
                                     * @example ada@example.com
                                     */
                                    payer_email?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal id.
                                     * @example QYR5Z8XDVJNXQ
                                     */
                                    payer_id?: string | null;
                                    /**
                                     * @description Bank transfers: the transfer's reference.
                                     * @example INV-0042 Lovelace
                                     */
                                    reference?: string | null;
                                    /**
                                     * @description Gift card payments: the card that paid.
                                     * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                     */
                                    gift_card_id?: string;
                                    /**
                                     * @description Gift card payments: the card's code.
                                     * @example K7QM-2XRT-9BWD-4HNA
                                     */
                                    code?: string;
                                } | null;
                                /** @description The payment's dispute; null if it was never disputed. */
                                dispute: {
                                    /**
                                     * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                     * @example needs_response
                                     * @enum {string}
                                     */
                                    status: "needs_response" | "won" | "lost";
                                    /**
                                     * Format: date-time
                                     * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    opened_at: string;
                                    /**
                                     * Format: date-time
                                     * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    resolved_at: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            }[];
                            /** @description With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty. */
                            associated_documents?: {
                                /** @description The document's identifier. */
                                id: string;
                                /** @description What the document is (contract, quote, questionnaire). */
                                type: string;
                                /** @description Its display title. */
                                title: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `client_id` names no client of the studio.
             *     - `coupon_not_applicable`: `coupon_code` names no coupon, or one that is not active, needs a larger subtotal, is a fixed amount in another currency, or whose last use was just taken (`details.coupon_code`); nothing is saved.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    getInvoiceSummary: {
        parameters: {
            query?: {
                /** @description A period on the studio's calendar, in its time zone: `all_time`, `this_month`, `last_month`, `this_year`, `last_year`, or `last_7_days`, `last_30_days`, `last_90_days` (ending today). Counted on the invoices' `created_at`. */
                timeframe_filter?: "all_time" | "this_month" | "last_month" | "this_year" | "last_year" | "last_7_days" | "last_30_days" | "last_90_days";
                /**
                 * @description Last day included, `YYYY-MM-DD`, in the studio's time zone: caps the period.
                 * @example 2026-12-24
                 */
                to?: string;
                /** @description `paid`, `unpaid` (sent or overdue), `overdue`, or `all`. */
                payment_type?: "all" | "paid" | "unpaid" | "overdue";
                /**
                 * @description The currency to add up, an ISO 4217 code (any case); the studio currency when left out.
                 * @example usd
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Totals of the studio's issued invoices in one currency. */
                        data: {
                            /**
                             * @description Issued invoices (drafts are left out) in the currency that match the filters.
                             * @example 12
                             */
                            total_invoices: number;
                            /**
                             * @description Their `amount` added up. In minor units of the currency.
                             * @example 1450000
                             */
                            total_amount: number;
                            /**
                             * @description `total_amount` as display text.
                             * @example $14,500.00
                             */
                            total_amount_formatted: string;
                            /**
                             * @description Their `amount_paid` added up. In minor units of the currency.
                             * @example 1200000
                             */
                            paid_amount: number;
                            /**
                             * @description `paid_amount` as display text.
                             * @example $12,000.00
                             */
                            paid_amount_formatted: string;
                            /**
                             * @description What is left to pay: `total_amount` − `paid_amount`. In minor units of the currency.
                             * @example 250000
                             */
                            unpaid_amount: number;
                            /**
                             * @description `unpaid_amount` as display text.
                             * @example $2,500.00
                             */
                            unpaid_amount_formatted: string;
                            /**
                             * @description How many of them are overdue.
                             * @example 2
                             */
                            overdue_count: number;
                            /**
                             * @description The currency added up.
                             * @example usd
                             */
                            currency: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    listCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The currencies. */
                        data: {
                            /**
                             * @description The currency's code.
                             * @example usd
                             */
                            code: string;
                            /**
                             * @description Its English name.
                             * @example US Dollar
                             */
                            name: string;
                            /**
                             * @description Its symbol, as amounts are formatted with it.
                             * @example $
                             */
                            symbol: string;
                        }[];
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description `client` adds each payment's `client`. */
                expand?: "client";
                /**
                 * @description Only this client's payments: a client identifier (`cl_…`); one the studio does not have matches nothing.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id?: string;
                /** @description A period on the studio's calendar, in its time zone: `all_time`, `this_month`, `last_month`, `this_year`, `last_year`, or `last_7_days`, `last_30_days`, `last_90_days` (ending today). Counted on the payments' `payment_date`. */
                timeframe_filter?: "all_time" | "this_month" | "last_month" | "this_year" | "last_year" | "last_7_days" | "last_30_days" | "last_90_days";
                /**
                 * @description Last day included, `YYYY-MM-DD`, in the studio's time zone: caps the period.
                 * @example 2026-12-24
                 */
                to?: string;
                /**
                 * @description Another name for `to`; when both are given the earlier caps.
                 * @example 2026-12-24
                 */
                transaction_date_to?: string;
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payments on this page, the latest first. */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                        }[];
                        /** @description Where this page stands. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    countDisputedPayments: {
        parameters: {
            query?: {
                /**
                 * @description The currency to count, an ISO 4217 code (any case); the studio currency when left out.
                 * @example usd
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open disputes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The open disputes in one currency. */
                        data: {
                            /**
                             * @description Disputed payments in the currency that still need a response.
                             * @example 1
                             */
                            count: number;
                            /**
                             * @description Their amounts added up. In minor units of the currency.
                             * @example 50000
                             */
                            total_amount: number;
                            /**
                             * @description `total_amount` as display text.
                             * @example $500.00
                             */
                            total_amount_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description `client` adds `client`; `all` adds `client`, `line_items`, `payments` and `associated_documents`. Without it none of them is present. */
                expand?: "client" | "all";
            };
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An invoice. */
                        data: {
                            /**
                             * @description The invoice's identifier.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description The studio's number for it: `INV-` and at least four digits, increasing without gaps.
                             * @example INV-0042
                             */
                            invoice_number: string;
                            /**
                             * @description The client billed.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The total the client pays: `subtotal` − `discount_amount` + `tax_amount`. In minor units of the currency.
                             * @example 108875
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,088.75
                             */
                            amount_formatted: string;
                            /**
                             * @description The invoice's currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not paid and `due_date` is before today in the studio's time zone; else `sent`.
                             * @example sent
                             * @enum {string}
                             */
                            status: "draft" | "sent" | "paid" | "overdue";
                            /**
                             * Format: date
                             * @description When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio's time zone.
                             * @example 2026-12-24
                             */
                            due_date: string;
                            /**
                             * @description The line totals added up. In minor units of the currency.
                             * @example 125000
                             */
                            subtotal: number;
                            /**
                             * @description `subtotal` as display text.
                             * @example $1,250.00
                             */
                            subtotal_formatted: string;
                            /**
                             * @description The coupon's discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal). In minor units of the currency.
                             * @example 25000
                             */
                            discount_amount: number;
                            /**
                             * @description `discount_amount` as display text.
                             * @example $250.00
                             */
                            discount_amount_formatted: string;
                            /**
                             * @description The line items' taxes added up. In minor units of the currency.
                             * @example 8875
                             */
                            tax_amount: number;
                            /**
                             * @description `tax_amount` as display text.
                             * @example $88.75
                             */
                            tax_amount_formatted: string;
                            /**
                             * @description Completed payments less refunds. In minor units of the currency.
                             * @example 50000
                             */
                            amount_paid: number;
                            /**
                             * @description `amount_paid` as display text.
                             * @example $500.00
                             */
                            amount_paid_formatted: string;
                            /**
                             * @description What is left to pay: `amount` − `amount_paid`. In minor units of the currency.
                             * @example 58875
                             */
                            amount_due: number;
                            /**
                             * @description `amount_due` as display text.
                             * @example $588.75
                             */
                            amount_due_formatted: string;
                            /**
                             * @description The code of the coupon the invoice redeemed, as the coupon has it; null for none.
                             * @example SPRING-MINIS
                             */
                            coupon_code: string | null;
                            /**
                             * @description Notes shown on the invoice.
                             * @example Thank you for choosing Northlight Portraits!
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the invoice last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, with `expand=client` or `expand=all`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description With `expand=all`: the lines, in the order given. */
                            line_items?: {
                                /**
                                 * @description The line item's identifier.
                                 * @example li_EWRUyTfX7iJz9ZVczNQZVXhjq2ucrT
                                 */
                                id: string;
                                /**
                                 * @description What is billed.
                                 * @example Family portrait session
                                 */
                                name: string;
                                /**
                                 * @description More about it, shown under the name.
                                 * @example 90 minutes on location, 20 edited photos
                                 */
                                description: string | null;
                                /**
                                 * @description How many, at least 1.
                                 * @example 1
                                 */
                                quantity: number;
                                /**
                                 * @description The unit price, as sent. In minor units of the currency.
                                 * @example 125000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $1,250.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description `amount` × `quantity`, before discount and tax. In minor units of the currency.
                                 * @example 125000
                                 */
                                line_total: number;
                                /**
                                 * @description `line_total` as display text.
                                 * @example $1,250.00
                                 */
                                line_total_formatted: string;
                                /**
                                 * @description Whether the line is taxed.
                                 * @example true
                                 */
                                taxable: boolean;
                                /**
                                 * @description The tax rate in percent (8.875 = 8.875 %); null for none.
                                 * @example 8.875
                                 */
                                tax_rate: number | null;
                                /**
                                 * @description The line's tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable. In minor units of the currency.
                                 * @example 8875
                                 */
                                tax_amount: number;
                                /**
                                 * @description `tax_amount` as display text.
                                 * @example $88.75
                                 */
                                tax_amount_formatted: string;
                            }[];
                            /** @description With `expand=all`: the payments, newest first. */
                            payments?: {
                                /**
                                 * @description The payment's identifier.
                                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                                 */
                                id: string;
                                /**
                                 * @description The invoice paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string;
                                /**
                                 * @description The amount paid. In minor units of the currency.
                                 * @example 50000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $500.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The payment's currency: the invoice's.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                payment_date: string;
                                /**
                                 * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                                 * @example card
                                 * @enum {string}
                                 */
                                payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                                /**
                                 * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                                 * @example completed
                                 * @enum {string}
                                 */
                                status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                                /**
                                 * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                                 * @example 0
                                 */
                                transaction_fee: number;
                                /**
                                 * @description `transaction_fee` as display text.
                                 * @example $0.00
                                 */
                                transaction_fee_formatted: string;
                                /** @description The invoice's client, with `expand=client`. */
                                client?: {
                                    /**
                                     * @description The client's identifier.
                                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                     */
                                    id: string;
                                    /**
                                     * @description The client's first name.
                                     * @example Ada
                                     */
                                    first_name: string | null;
                                    /**
                                     * @description The client's last name.
                                     * @example Lovelace
                                     */
                                    last_name: string | null;
                                    /**
                                     * @description The client's email.
                                     * @example ada@example.com
                                     */
                                    email: string | null;
                                };
                                /**
                                 * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                                 * @example 1480
                                 */
                                processor_fee: number;
                                /**
                                 * @description `processor_fee` as display text.
                                 * @example $14.80
                                 */
                                processor_fee_formatted: string;
                                /**
                                 * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                                 * @example 48520
                                 */
                                net_amount: number;
                                /**
                                 * @description `net_amount` as display text.
                                 * @example $485.20
                                 */
                                net_amount_formatted: string;
                                /**
                                 * @description How much of the payment has been refunded. In minor units of the currency.
                                 * @example 0
                                 */
                                refunded_amount: number;
                                /**
                                 * @description `refunded_amount` as display text.
                                 * @example $0.00
                                 */
                                refunded_amount_formatted: string;
                                /** @description What identifies the payment for its method; null when nothing was recorded. */
                                payment_method_details: {
                                    /**
                                     * @description Card payments: the card brand.
                                     * @example visa
                                     */
                                    brand?: string | null;
                                    /**
                                     * @description Card payments: the last four digits of the card number.
                                     * @example 4242
                                     */
                                    last_four?: string | null;
                                    /**
                                     * @description Card payments: expiry month, 1 to 12.
                                     * @example 8
                                     */
                                    exp_month?: number | null;
                                    /**
                                     * @description Card payments: expiry year.
                                     * @example 2028
                                     */
                                    exp_year?: number | null;
                                    /**
                                     * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                     * @example credit
                                     */
                                    funding?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal email.
                                     * @example ada@example.com
                                     */
                                    payer_email?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal id.
                                     * @example QYR5Z8XDVJNXQ
                                     */
                                    payer_id?: string | null;
                                    /**
                                     * @description Bank transfers: the transfer's reference.
                                     * @example INV-0042 Lovelace
                                     */
                                    reference?: string | null;
                                    /**
                                     * @description Gift card payments: the card that paid.
                                     * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                     */
                                    gift_card_id?: string;
                                    /**
                                     * @description Gift card payments: the card's code.
                                     * @example K7QM-2XRT-9BWD-4HNA
                                     */
                                    code?: string;
                                } | null;
                                /** @description The payment's dispute; null if it was never disputed. */
                                dispute: {
                                    /**
                                     * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                     * @example needs_response
                                     * @enum {string}
                                     */
                                    status: "needs_response" | "won" | "lost";
                                    /**
                                     * Format: date-time
                                     * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    opened_at: string;
                                    /**
                                     * Format: date-time
                                     * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    resolved_at: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            }[];
                            /** @description With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty. */
                            associated_documents?: {
                                /** @description The document's identifier. */
                                id: string;
                                /** @description What the document is (contract, quote, questionnaire). */
                                type: string;
                                /** @description Its display title. */
                                title: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_found`: the studio has no invoice with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. `line_items` replaces the whole list. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "due_date": "2027-01-15",
                 *       "coupon_code": null,
                 *       "notes": "Balance due after the session."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The client billed: a client of the studio (422 otherwise).
                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                     */
                    client_id?: string;
                    /**
                     * @description The invoice currency, an ISO 4217 code (any case); defaults to the studio currency.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * Format: date
                     * @description When payment is due, `YYYY-MM-DD`; it may be in the past.
                     * @example 2026-12-24
                     */
                    due_date?: string;
                    /** @description The lines, 1 to 200, in the order to show them. */
                    line_items?: {
                        /**
                         * @description What is billed, 1 to 200 characters.
                         * @example Family portrait session
                         */
                        name: string;
                        /**
                         * @description More about it, up to 2,000 characters.
                         * @example 90 minutes on location, 20 edited photos
                         */
                        description?: string | null;
                        /**
                         * @description How many, 1 to 100,000.
                         * @example 1
                         */
                        quantity: number;
                        /**
                         * @description The unit price in minor units of the invoice currency, 0 or more (125000 = $1,250.00 in usd).
                         * @example 125000
                         */
                        amount: number;
                        /**
                         * @description Whether the line is taxed at `tax_rate`.
                         * @default false
                         * @example true
                         */
                        taxable?: boolean;
                        /**
                         * @description The tax rate in percent, 0 to 100, at most two decimals (8.88 = 8.88 %).
                         * @example 8.88
                         */
                        tax_rate?: number | null;
                    }[];
                    /**
                     * @description A coupon to redeem, matched ignoring case: it must be active and apply to this invoice (422 `coupon_not_applicable` otherwise). Null removes it.
                     * @example SPRING-MINIS
                     */
                    coupon_code?: string | null;
                    /**
                     * @description Notes shown on the invoice, up to 5,000 characters.
                     * @example Thank you for choosing Northlight Portraits!
                     */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The invoice after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An invoice. */
                        data: {
                            /**
                             * @description The invoice's identifier.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description The studio's number for it: `INV-` and at least four digits, increasing without gaps.
                             * @example INV-0042
                             */
                            invoice_number: string;
                            /**
                             * @description The client billed.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The total the client pays: `subtotal` − `discount_amount` + `tax_amount`. In minor units of the currency.
                             * @example 108875
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,088.75
                             */
                            amount_formatted: string;
                            /**
                             * @description The invoice's currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not paid and `due_date` is before today in the studio's time zone; else `sent`.
                             * @example sent
                             * @enum {string}
                             */
                            status: "draft" | "sent" | "paid" | "overdue";
                            /**
                             * Format: date
                             * @description When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio's time zone.
                             * @example 2026-12-24
                             */
                            due_date: string;
                            /**
                             * @description The line totals added up. In minor units of the currency.
                             * @example 125000
                             */
                            subtotal: number;
                            /**
                             * @description `subtotal` as display text.
                             * @example $1,250.00
                             */
                            subtotal_formatted: string;
                            /**
                             * @description The coupon's discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal). In minor units of the currency.
                             * @example 25000
                             */
                            discount_amount: number;
                            /**
                             * @description `discount_amount` as display text.
                             * @example $250.00
                             */
                            discount_amount_formatted: string;
                            /**
                             * @description The line items' taxes added up. In minor units of the currency.
                             * @example 8875
                             */
                            tax_amount: number;
                            /**
                             * @description `tax_amount` as display text.
                             * @example $88.75
                             */
                            tax_amount_formatted: string;
                            /**
                             * @description Completed payments less refunds. In minor units of the currency.
                             * @example 50000
                             */
                            amount_paid: number;
                            /**
                             * @description `amount_paid` as display text.
                             * @example $500.00
                             */
                            amount_paid_formatted: string;
                            /**
                             * @description What is left to pay: `amount` − `amount_paid`. In minor units of the currency.
                             * @example 58875
                             */
                            amount_due: number;
                            /**
                             * @description `amount_due` as display text.
                             * @example $588.75
                             */
                            amount_due_formatted: string;
                            /**
                             * @description The code of the coupon the invoice redeemed, as the coupon has it; null for none.
                             * @example SPRING-MINIS
                             */
                            coupon_code: string | null;
                            /**
                             * @description Notes shown on the invoice.
                             * @example Thank you for choosing Northlight Portraits!
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the invoice last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, with `expand=client` or `expand=all`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description With `expand=all`: the lines, in the order given. */
                            line_items?: {
                                /**
                                 * @description The line item's identifier.
                                 * @example li_EWRUyTfX7iJz9ZVczNQZVXhjq2ucrT
                                 */
                                id: string;
                                /**
                                 * @description What is billed.
                                 * @example Family portrait session
                                 */
                                name: string;
                                /**
                                 * @description More about it, shown under the name.
                                 * @example 90 minutes on location, 20 edited photos
                                 */
                                description: string | null;
                                /**
                                 * @description How many, at least 1.
                                 * @example 1
                                 */
                                quantity: number;
                                /**
                                 * @description The unit price, as sent. In minor units of the currency.
                                 * @example 125000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $1,250.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description `amount` × `quantity`, before discount and tax. In minor units of the currency.
                                 * @example 125000
                                 */
                                line_total: number;
                                /**
                                 * @description `line_total` as display text.
                                 * @example $1,250.00
                                 */
                                line_total_formatted: string;
                                /**
                                 * @description Whether the line is taxed.
                                 * @example true
                                 */
                                taxable: boolean;
                                /**
                                 * @description The tax rate in percent (8.875 = 8.875 %); null for none.
                                 * @example 8.875
                                 */
                                tax_rate: number | null;
                                /**
                                 * @description The line's tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable. In minor units of the currency.
                                 * @example 8875
                                 */
                                tax_amount: number;
                                /**
                                 * @description `tax_amount` as display text.
                                 * @example $88.75
                                 */
                                tax_amount_formatted: string;
                            }[];
                            /** @description With `expand=all`: the payments, newest first. */
                            payments?: {
                                /**
                                 * @description The payment's identifier.
                                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                                 */
                                id: string;
                                /**
                                 * @description The invoice paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string;
                                /**
                                 * @description The amount paid. In minor units of the currency.
                                 * @example 50000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $500.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The payment's currency: the invoice's.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                payment_date: string;
                                /**
                                 * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                                 * @example card
                                 * @enum {string}
                                 */
                                payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                                /**
                                 * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                                 * @example completed
                                 * @enum {string}
                                 */
                                status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                                /**
                                 * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                                 * @example 0
                                 */
                                transaction_fee: number;
                                /**
                                 * @description `transaction_fee` as display text.
                                 * @example $0.00
                                 */
                                transaction_fee_formatted: string;
                                /** @description The invoice's client, with `expand=client`. */
                                client?: {
                                    /**
                                     * @description The client's identifier.
                                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                     */
                                    id: string;
                                    /**
                                     * @description The client's first name.
                                     * @example Ada
                                     */
                                    first_name: string | null;
                                    /**
                                     * @description The client's last name.
                                     * @example Lovelace
                                     */
                                    last_name: string | null;
                                    /**
                                     * @description The client's email.
                                     * @example ada@example.com
                                     */
                                    email: string | null;
                                };
                                /**
                                 * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                                 * @example 1480
                                 */
                                processor_fee: number;
                                /**
                                 * @description `processor_fee` as display text.
                                 * @example $14.80
                                 */
                                processor_fee_formatted: string;
                                /**
                                 * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                                 * @example 48520
                                 */
                                net_amount: number;
                                /**
                                 * @description `net_amount` as display text.
                                 * @example $485.20
                                 */
                                net_amount_formatted: string;
                                /**
                                 * @description How much of the payment has been refunded. In minor units of the currency.
                                 * @example 0
                                 */
                                refunded_amount: number;
                                /**
                                 * @description `refunded_amount` as display text.
                                 * @example $0.00
                                 */
                                refunded_amount_formatted: string;
                                /** @description What identifies the payment for its method; null when nothing was recorded. */
                                payment_method_details: {
                                    /**
                                     * @description Card payments: the card brand.
                                     * @example visa
                                     */
                                    brand?: string | null;
                                    /**
                                     * @description Card payments: the last four digits of the card number.
                                     * @example 4242
                                     */
                                    last_four?: string | null;
                                    /**
                                     * @description Card payments: expiry month, 1 to 12.
                                     * @example 8
                                     */
                                    exp_month?: number | null;
                                    /**
                                     * @description Card payments: expiry year.
                                     * @example 2028
                                     */
                                    exp_year?: number | null;
                                    /**
                                     * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                     * @example credit
                                     */
                                    funding?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal email.
                                     * @example ada@example.com
                                     */
                                    payer_email?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal id.
                                     * @example QYR5Z8XDVJNXQ
                                     */
                                    payer_id?: string | null;
                                    /**
                                     * @description Bank transfers: the transfer's reference.
                                     * @example INV-0042 Lovelace
                                     */
                                    reference?: string | null;
                                    /**
                                     * @description Gift card payments: the card that paid.
                                     * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                     */
                                    gift_card_id?: string;
                                    /**
                                     * @description Gift card payments: the card's code.
                                     * @example K7QM-2XRT-9BWD-4HNA
                                     */
                                    code?: string;
                                } | null;
                                /** @description The payment's dispute; null if it was never disputed. */
                                dispute: {
                                    /**
                                     * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                     * @example needs_response
                                     * @enum {string}
                                     */
                                    status: "needs_response" | "won" | "lost";
                                    /**
                                     * Format: date-time
                                     * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    opened_at: string;
                                    /**
                                     * Format: date-time
                                     * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    resolved_at: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            }[];
                            /** @description With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty. */
                            associated_documents?: {
                                /** @description The document's identifier. */
                                id: string;
                                /** @description What the document is (contract, quote, questionnaire). */
                                type: string;
                                /** @description Its display title. */
                                title: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_found`: the studio has no invoice with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_editable`: the invoice has been sent; only a draft can be edited. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `client_id` names no client of the studio.
             *     - `coupon_not_applicable`: `coupon_code` names no coupon, or one that is not active, needs a larger subtotal, is a fixed amount in another currency, or whose last use was just taken (`details.coupon_code`); nothing is saved.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_found`: the studio has no invoice with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_editable`: the invoice has been sent; only a draft can be deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An invoice. */
                        data: {
                            /**
                             * @description The invoice's identifier.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description The studio's number for it: `INV-` and at least four digits, increasing without gaps.
                             * @example INV-0042
                             */
                            invoice_number: string;
                            /**
                             * @description The client billed.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The total the client pays: `subtotal` − `discount_amount` + `tax_amount`. In minor units of the currency.
                             * @example 108875
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,088.75
                             */
                            amount_formatted: string;
                            /**
                             * @description The invoice's currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description Derived: `draft` until sent; `paid` once completed payments less refunds cover `amount`; `overdue` when sent, not paid and `due_date` is before today in the studio's time zone; else `sent`.
                             * @example sent
                             * @enum {string}
                             */
                            status: "draft" | "sent" | "paid" | "overdue";
                            /**
                             * Format: date
                             * @description When payment is due, `YYYY-MM-DD`; the invoice is overdue from the next day in the studio's time zone.
                             * @example 2026-12-24
                             */
                            due_date: string;
                            /**
                             * @description The line totals added up. In minor units of the currency.
                             * @example 125000
                             */
                            subtotal: number;
                            /**
                             * @description `subtotal` as display text.
                             * @example $1,250.00
                             */
                            subtotal_formatted: string;
                            /**
                             * @description The coupon's discount on the subtotal (a percentage rounded half-up; a fixed amount at most the subtotal). In minor units of the currency.
                             * @example 25000
                             */
                            discount_amount: number;
                            /**
                             * @description `discount_amount` as display text.
                             * @example $250.00
                             */
                            discount_amount_formatted: string;
                            /**
                             * @description The line items' taxes added up. In minor units of the currency.
                             * @example 8875
                             */
                            tax_amount: number;
                            /**
                             * @description `tax_amount` as display text.
                             * @example $88.75
                             */
                            tax_amount_formatted: string;
                            /**
                             * @description Completed payments less refunds. In minor units of the currency.
                             * @example 50000
                             */
                            amount_paid: number;
                            /**
                             * @description `amount_paid` as display text.
                             * @example $500.00
                             */
                            amount_paid_formatted: string;
                            /**
                             * @description What is left to pay: `amount` − `amount_paid`. In minor units of the currency.
                             * @example 58875
                             */
                            amount_due: number;
                            /**
                             * @description `amount_due` as display text.
                             * @example $588.75
                             */
                            amount_due_formatted: string;
                            /**
                             * @description The code of the coupon the invoice redeemed, as the coupon has it; null for none.
                             * @example SPRING-MINIS
                             */
                            coupon_code: string | null;
                            /**
                             * @description Notes shown on the invoice.
                             * @example Thank you for choosing Northlight Portraits!
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was sent (RFC 3339, UTC, microseconds); null for a draft.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the invoice was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the invoice last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, with `expand=client` or `expand=all`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description With `expand=all`: the lines, in the order given. */
                            line_items?: {
                                /**
                                 * @description The line item's identifier.
                                 * @example li_EWRUyTfX7iJz9ZVczNQZVXhjq2ucrT
                                 */
                                id: string;
                                /**
                                 * @description What is billed.
                                 * @example Family portrait session
                                 */
                                name: string;
                                /**
                                 * @description More about it, shown under the name.
                                 * @example 90 minutes on location, 20 edited photos
                                 */
                                description: string | null;
                                /**
                                 * @description How many, at least 1.
                                 * @example 1
                                 */
                                quantity: number;
                                /**
                                 * @description The unit price, as sent. In minor units of the currency.
                                 * @example 125000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $1,250.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description `amount` × `quantity`, before discount and tax. In minor units of the currency.
                                 * @example 125000
                                 */
                                line_total: number;
                                /**
                                 * @description `line_total` as display text.
                                 * @example $1,250.00
                                 */
                                line_total_formatted: string;
                                /**
                                 * @description Whether the line is taxed.
                                 * @example true
                                 */
                                taxable: boolean;
                                /**
                                 * @description The tax rate in percent (8.875 = 8.875 %); null for none.
                                 * @example 8.875
                                 */
                                tax_rate: number | null;
                                /**
                                 * @description The line's tax: (`line_total` less its share of the invoice discount) × `tax_rate` / 100, rounded half-up; 0 when not taxable. In minor units of the currency.
                                 * @example 8875
                                 */
                                tax_amount: number;
                                /**
                                 * @description `tax_amount` as display text.
                                 * @example $88.75
                                 */
                                tax_amount_formatted: string;
                            }[];
                            /** @description With `expand=all`: the payments, newest first. */
                            payments?: {
                                /**
                                 * @description The payment's identifier.
                                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                                 */
                                id: string;
                                /**
                                 * @description The invoice paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string;
                                /**
                                 * @description The amount paid. In minor units of the currency.
                                 * @example 50000
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $500.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The payment's currency: the invoice's.
                                 * @example usd
                                 */
                                currency: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                payment_date: string;
                                /**
                                 * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                                 * @example card
                                 * @enum {string}
                                 */
                                payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                                /**
                                 * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                                 * @example completed
                                 * @enum {string}
                                 */
                                status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                                /**
                                 * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                                 * @example 0
                                 */
                                transaction_fee: number;
                                /**
                                 * @description `transaction_fee` as display text.
                                 * @example $0.00
                                 */
                                transaction_fee_formatted: string;
                                /** @description The invoice's client, with `expand=client`. */
                                client?: {
                                    /**
                                     * @description The client's identifier.
                                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                     */
                                    id: string;
                                    /**
                                     * @description The client's first name.
                                     * @example Ada
                                     */
                                    first_name: string | null;
                                    /**
                                     * @description The client's last name.
                                     * @example Lovelace
                                     */
                                    last_name: string | null;
                                    /**
                                     * @description The client's email.
                                     * @example ada@example.com
                                     */
                                    email: string | null;
                                };
                                /**
                                 * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                                 * @example 1480
                                 */
                                processor_fee: number;
                                /**
                                 * @description `processor_fee` as display text.
                                 * @example $14.80
                                 */
                                processor_fee_formatted: string;
                                /**
                                 * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                                 * @example 48520
                                 */
                                net_amount: number;
                                /**
                                 * @description `net_amount` as display text.
                                 * @example $485.20
                                 */
                                net_amount_formatted: string;
                                /**
                                 * @description How much of the payment has been refunded. In minor units of the currency.
                                 * @example 0
                                 */
                                refunded_amount: number;
                                /**
                                 * @description `refunded_amount` as display text.
                                 * @example $0.00
                                 */
                                refunded_amount_formatted: string;
                                /** @description What identifies the payment for its method; null when nothing was recorded. */
                                payment_method_details: {
                                    /**
                                     * @description Card payments: the card brand.
                                     * @example visa
                                     */
                                    brand?: string | null;
                                    /**
                                     * @description Card payments: the last four digits of the card number.
                                     * @example 4242
                                     */
                                    last_four?: string | null;
                                    /**
                                     * @description Card payments: expiry month, 1 to 12.
                                     * @example 8
                                     */
                                    exp_month?: number | null;
                                    /**
                                     * @description Card payments: expiry year.
                                     * @example 2028
                                     */
                                    exp_year?: number | null;
                                    /**
                                     * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                     * @example credit
                                     */
                                    funding?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal email.
                                     * @example ada@example.com
                                     */
                                    payer_email?: string | null;
                                    /**
                                     * @description PayPal payments: the payer's PayPal id.
                                     * @example QYR5Z8XDVJNXQ
                                     */
                                    payer_id?: string | null;
                                    /**
                                     * @description Bank transfers: the transfer's reference.
                                     * @example INV-0042 Lovelace
                                     */
                                    reference?: string | null;
                                    /**
                                     * @description Gift card payments: the card that paid.
                                     * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                     */
                                    gift_card_id?: string;
                                    /**
                                     * @description Gift card payments: the card's code.
                                     * @example K7QM-2XRT-9BWD-4HNA
                                     */
                                    code?: string;
                                } | null;
                                /** @description The payment's dispute; null if it was never disputed. */
                                dispute: {
                                    /**
                                     * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                     * @example needs_response
                                     * @enum {string}
                                     */
                                    status: "needs_response" | "won" | "lost";
                                    /**
                                     * Format: date-time
                                     * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    opened_at: string;
                                    /**
                                     * Format: date-time
                                     * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                     * @example 2026-11-22T10:15:30.123456Z
                                     */
                                    resolved_at: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            }[];
                            /** @description With `expand=all`: contracts, quotes and questionnaires linked to the invoice; none can be linked yet, so it is empty. */
                            associated_documents?: {
                                /** @description The document's identifier. */
                                id: string;
                                /** @description What the document is (contract, quote, questionnaire). */
                                type: string;
                                /** @description Its display title. */
                                title: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_found`: the studio has no invoice with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_editable`: the invoice has been sent; only a draft can be sent.
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
            };
            cookie?: never;
        };
        /** @description The payment to record. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 50000,
                 *       "payment_method": "card",
                 *       "payment_date": "2026-11-20T15:04:05-05:00",
                 *       "payment_method_details": {
                 *         "brand": "visa",
                 *         "last_four": "4242",
                 *         "exp_month": 8,
                 *         "exp_year": 2028,
                 *         "funding": "credit"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The amount paid in minor units of the invoice currency, at least 1 and at most `amount_due` (50000 = $500.00 in usd).
                     * @example 50000
                     */
                    amount: number;
                    /**
                     * @description `card`, `paypal`, `bank_transfer` or `gift_card` (with `gift_card_code`).
                     * @example card
                     * @enum {string}
                     */
                    payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                    /**
                     * Format: date-time
                     * @description When the payment was made (RFC 3339 with an offset); now when left out.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    payment_date?: string;
                    /** @description Details of the method: only its own fields are accepted (card: brand, last_four, exp_month, exp_year, funding; PayPal: payer_email, payer_id; bank transfer: reference; gift card: none). */
                    payment_method_details?: {
                        /**
                         * @description Card: the brand, up to 30 characters.
                         * @example visa
                         */
                        brand?: string;
                        /**
                         * @description Card: the last four digits of the number.
                         * @example 4242
                         */
                        last_four?: string;
                        /**
                         * @description Card: expiry month, 1 to 12.
                         * @example 8
                         */
                        exp_month?: number;
                        /**
                         * @description Card: expiry year, 2000 to 2100.
                         * @example 2028
                         */
                        exp_year?: number;
                        /**
                         * @description Card: how it is funded.
                         * @example credit
                         * @enum {string}
                         */
                        funding?: "credit" | "debit" | "prepaid" | "unknown";
                        /**
                         * Format: email
                         * @description PayPal: the payer's PayPal email.
                         * @example ada@example.com
                         */
                        payer_email?: string;
                        /**
                         * @description PayPal: the payer's PayPal id.
                         * @example QYR5Z8XDVJNXQ
                         */
                        payer_id?: string;
                        /**
                         * @description Bank transfer: its reference.
                         * @example INV-0042 Lovelace
                         */
                        reference?: string;
                    } | null;
                    /**
                     * @description Required with `gift_card`, refused with other methods: the code of an active card in the invoice currency with at least `amount` left, matched ignoring case.
                     * @example K7QM-2XRT-9BWD-4HNA
                     */
                    gift_card_code?: string;
                };
            };
        };
        responses: {
            /** @description The payment was recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A payment (detail view). */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /**
                             * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                             * @example 1480
                             */
                            processor_fee: number;
                            /**
                             * @description `processor_fee` as display text.
                             * @example $14.80
                             */
                            processor_fee_formatted: string;
                            /**
                             * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                             * @example 48520
                             */
                            net_amount: number;
                            /**
                             * @description `net_amount` as display text.
                             * @example $485.20
                             */
                            net_amount_formatted: string;
                            /**
                             * @description How much of the payment has been refunded. In minor units of the currency.
                             * @example 0
                             */
                            refunded_amount: number;
                            /**
                             * @description `refunded_amount` as display text.
                             * @example $0.00
                             */
                            refunded_amount_formatted: string;
                            /** @description What identifies the payment for its method; null when nothing was recorded. */
                            payment_method_details: {
                                /**
                                 * @description Card payments: the card brand.
                                 * @example visa
                                 */
                                brand?: string | null;
                                /**
                                 * @description Card payments: the last four digits of the card number.
                                 * @example 4242
                                 */
                                last_four?: string | null;
                                /**
                                 * @description Card payments: expiry month, 1 to 12.
                                 * @example 8
                                 */
                                exp_month?: number | null;
                                /**
                                 * @description Card payments: expiry year.
                                 * @example 2028
                                 */
                                exp_year?: number | null;
                                /**
                                 * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                 * @example credit
                                 */
                                funding?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal email.
                                 * @example ada@example.com
                                 */
                                payer_email?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal id.
                                 * @example QYR5Z8XDVJNXQ
                                 */
                                payer_id?: string | null;
                                /**
                                 * @description Bank transfers: the transfer's reference.
                                 * @example INV-0042 Lovelace
                                 */
                                reference?: string | null;
                                /**
                                 * @description Gift card payments: the card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id?: string;
                                /**
                                 * @description Gift card payments: the card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code?: string;
                            } | null;
                            /** @description The payment's dispute; null if it was never disputed. */
                            dispute: {
                                /**
                                 * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                 * @example needs_response
                                 * @enum {string}
                                 */
                                status: "needs_response" | "won" | "lost";
                                /**
                                 * Format: date-time
                                 * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                opened_at: string;
                                /**
                                 * Format: date-time
                                 * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                resolved_at: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the payment last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `invoice_not_found`: the studio has no invoice with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_sent`: the invoice is a draft; send it first.
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `amount` is more than `amount_due`, details of another method are sent, or the gift card is unknown, in another currency, expired, redeemed or short of `amount`.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: {
                /** @description `client` adds the payment's `client`. */
                expand?: "client";
            };
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
                /**
                 * @description The payment's identifier: `ip_` and 30 letters and digits.
                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                 */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A payment (detail view). */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /**
                             * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                             * @example 1480
                             */
                            processor_fee: number;
                            /**
                             * @description `processor_fee` as display text.
                             * @example $14.80
                             */
                            processor_fee_formatted: string;
                            /**
                             * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                             * @example 48520
                             */
                            net_amount: number;
                            /**
                             * @description `net_amount` as display text.
                             * @example $485.20
                             */
                            net_amount_formatted: string;
                            /**
                             * @description How much of the payment has been refunded. In minor units of the currency.
                             * @example 0
                             */
                            refunded_amount: number;
                            /**
                             * @description `refunded_amount` as display text.
                             * @example $0.00
                             */
                            refunded_amount_formatted: string;
                            /** @description What identifies the payment for its method; null when nothing was recorded. */
                            payment_method_details: {
                                /**
                                 * @description Card payments: the card brand.
                                 * @example visa
                                 */
                                brand?: string | null;
                                /**
                                 * @description Card payments: the last four digits of the card number.
                                 * @example 4242
                                 */
                                last_four?: string | null;
                                /**
                                 * @description Card payments: expiry month, 1 to 12.
                                 * @example 8
                                 */
                                exp_month?: number | null;
                                /**
                                 * @description Card payments: expiry year.
                                 * @example 2028
                                 */
                                exp_year?: number | null;
                                /**
                                 * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                 * @example credit
                                 */
                                funding?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal email.
                                 * @example ada@example.com
                                 */
                                payer_email?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal id.
                                 * @example QYR5Z8XDVJNXQ
                                 */
                                payer_id?: string | null;
                                /**
                                 * @description Bank transfers: the transfer's reference.
                                 * @example INV-0042 Lovelace
                                 */
                                reference?: string | null;
                                /**
                                 * @description Gift card payments: the card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id?: string;
                                /**
                                 * @description Gift card payments: the card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code?: string;
                            } | null;
                            /** @description The payment's dispute; null if it was never disputed. */
                            dispute: {
                                /**
                                 * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                 * @example needs_response
                                 * @enum {string}
                                 */
                                status: "needs_response" | "won" | "lost";
                                /**
                                 * Format: date-time
                                 * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                opened_at: string;
                                /**
                                 * Format: date-time
                                 * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                resolved_at: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the payment last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_id`: `payment_id` is not a payment identifier (`ip_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_found`: the studio has no invoice with this identifier.
             *     - `payment_not_found`: the invoice has no payment with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
                /**
                 * @description The payment's identifier: `ip_` and 30 letters and digits.
                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                 */
                payment_id: string;
            };
            cookie?: never;
        };
        /** @description The refund; the body may be left out to refund all that is left. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 20000
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How much to refund, in minor units; all that is left when left out.
                     * @example 20000
                     */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description The payment after the refund. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A payment (detail view). */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /**
                             * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                             * @example 1480
                             */
                            processor_fee: number;
                            /**
                             * @description `processor_fee` as display text.
                             * @example $14.80
                             */
                            processor_fee_formatted: string;
                            /**
                             * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                             * @example 48520
                             */
                            net_amount: number;
                            /**
                             * @description `net_amount` as display text.
                             * @example $485.20
                             */
                            net_amount_formatted: string;
                            /**
                             * @description How much of the payment has been refunded. In minor units of the currency.
                             * @example 0
                             */
                            refunded_amount: number;
                            /**
                             * @description `refunded_amount` as display text.
                             * @example $0.00
                             */
                            refunded_amount_formatted: string;
                            /** @description What identifies the payment for its method; null when nothing was recorded. */
                            payment_method_details: {
                                /**
                                 * @description Card payments: the card brand.
                                 * @example visa
                                 */
                                brand?: string | null;
                                /**
                                 * @description Card payments: the last four digits of the card number.
                                 * @example 4242
                                 */
                                last_four?: string | null;
                                /**
                                 * @description Card payments: expiry month, 1 to 12.
                                 * @example 8
                                 */
                                exp_month?: number | null;
                                /**
                                 * @description Card payments: expiry year.
                                 * @example 2028
                                 */
                                exp_year?: number | null;
                                /**
                                 * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                 * @example credit
                                 */
                                funding?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal email.
                                 * @example ada@example.com
                                 */
                                payer_email?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal id.
                                 * @example QYR5Z8XDVJNXQ
                                 */
                                payer_id?: string | null;
                                /**
                                 * @description Bank transfers: the transfer's reference.
                                 * @example INV-0042 Lovelace
                                 */
                                reference?: string | null;
                                /**
                                 * @description Gift card payments: the card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id?: string;
                                /**
                                 * @description Gift card payments: the card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code?: string;
                            } | null;
                            /** @description The payment's dispute; null if it was never disputed. */
                            dispute: {
                                /**
                                 * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                 * @example needs_response
                                 * @enum {string}
                                 */
                                status: "needs_response" | "won" | "lost";
                                /**
                                 * Format: date-time
                                 * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                opened_at: string;
                                /**
                                 * Format: date-time
                                 * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                resolved_at: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the payment last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_id`: `payment_id` is not a payment identifier (`ip_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_found`: the studio has no invoice with this identifier.
             *     - `payment_not_found`: the invoice has no payment with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `payment_not_refundable`: the payment is refunded, disputed, pending or failed.
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `amount` is more than is left to refund.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    disputePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
                /**
                 * @description The payment's identifier: `ip_` and 30 letters and digits.
                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                 */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment, disputed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A payment (detail view). */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /**
                             * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                             * @example 1480
                             */
                            processor_fee: number;
                            /**
                             * @description `processor_fee` as display text.
                             * @example $14.80
                             */
                            processor_fee_formatted: string;
                            /**
                             * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                             * @example 48520
                             */
                            net_amount: number;
                            /**
                             * @description `net_amount` as display text.
                             * @example $485.20
                             */
                            net_amount_formatted: string;
                            /**
                             * @description How much of the payment has been refunded. In minor units of the currency.
                             * @example 0
                             */
                            refunded_amount: number;
                            /**
                             * @description `refunded_amount` as display text.
                             * @example $0.00
                             */
                            refunded_amount_formatted: string;
                            /** @description What identifies the payment for its method; null when nothing was recorded. */
                            payment_method_details: {
                                /**
                                 * @description Card payments: the card brand.
                                 * @example visa
                                 */
                                brand?: string | null;
                                /**
                                 * @description Card payments: the last four digits of the card number.
                                 * @example 4242
                                 */
                                last_four?: string | null;
                                /**
                                 * @description Card payments: expiry month, 1 to 12.
                                 * @example 8
                                 */
                                exp_month?: number | null;
                                /**
                                 * @description Card payments: expiry year.
                                 * @example 2028
                                 */
                                exp_year?: number | null;
                                /**
                                 * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                 * @example credit
                                 */
                                funding?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal email.
                                 * @example ada@example.com
                                 */
                                payer_email?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal id.
                                 * @example QYR5Z8XDVJNXQ
                                 */
                                payer_id?: string | null;
                                /**
                                 * @description Bank transfers: the transfer's reference.
                                 * @example INV-0042 Lovelace
                                 */
                                reference?: string | null;
                                /**
                                 * @description Gift card payments: the card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id?: string;
                                /**
                                 * @description Gift card payments: the card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code?: string;
                            } | null;
                            /** @description The payment's dispute; null if it was never disputed. */
                            dispute: {
                                /**
                                 * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                 * @example needs_response
                                 * @enum {string}
                                 */
                                status: "needs_response" | "won" | "lost";
                                /**
                                 * Format: date-time
                                 * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                opened_at: string;
                                /**
                                 * Format: date-time
                                 * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                resolved_at: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the payment last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_id`: `payment_id` is not a payment identifier (`ip_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_found`: the studio has no invoice with this identifier.
             *     - `payment_not_found`: the invoice has no payment with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `payment_not_disputable`: only a completed or partly refunded card or PayPal payment can be disputed.
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    resolvePaymentDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice's identifier: `in_` and 30 letters and digits.
                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                 */
                invoice_id: string;
                /**
                 * @description The payment's identifier: `ip_` and 30 letters and digits.
                 * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                 */
                payment_id: string;
            };
            cookie?: never;
        };
        /** @description How the dispute ended. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "won"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `won`: the studio keeps the money. `lost`: the whole payment is refunded.
                     * @example won
                     * @enum {string}
                     */
                    outcome: "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The payment after the dispute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A payment (detail view). */
                        data: {
                            /**
                             * @description The payment's identifier.
                             * @example ip_mcPmFzQ90gdwT379YTa8nwHzwCcPEV
                             */
                            id: string;
                            /**
                             * @description The invoice paid.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            invoice_id: string;
                            /**
                             * @description The amount paid. In minor units of the currency.
                             * @example 50000
                             */
                            amount: number;
                            /**
                             * @description `amount` as display text.
                             * @example $500.00
                             */
                            amount_formatted: string;
                            /**
                             * @description The payment's currency: the invoice's.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description When the payment was made (RFC 3339, UTC, microseconds); the payment lists are ordered by it.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            payment_date: string;
                            /**
                             * @description `card`, `paypal`, `bank_transfer` or `gift_card`.
                             * @example card
                             * @enum {string}
                             */
                            payment_method: "card" | "paypal" | "bank_transfer" | "gift_card";
                            /**
                             * @description A recorded payment is `completed`; refunds make it `partially_refunded` or `refunded`; it is `disputed` while a dispute is open. `pending` and `failed` are not produced by recorded payments.
                             * @example completed
                             * @enum {string}
                             */
                            status: "completed" | "pending" | "failed" | "disputed" | "refunded" | "partially_refunded";
                            /**
                             * @description The platform fee: a percentage of `amount` set by the server's operator, 0 unless configured. In minor units of the currency.
                             * @example 0
                             */
                            transaction_fee: number;
                            /**
                             * @description `transaction_fee` as display text.
                             * @example $0.00
                             */
                            transaction_fee_formatted: string;
                            /** @description The invoice's client, with `expand=client`. */
                            client?: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description The client's first name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description The client's last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description The client's email.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /**
                             * @description The payment processor's fee: card 2.9 % + 30, PayPal 3.49 % + 49 minor units, other methods 0; rounded half-up. In minor units of the currency.
                             * @example 1480
                             */
                            processor_fee: number;
                            /**
                             * @description `processor_fee` as display text.
                             * @example $14.80
                             */
                            processor_fee_formatted: string;
                            /**
                             * @description What the studio keeps: `amount` less both fees. In minor units of the currency.
                             * @example 48520
                             */
                            net_amount: number;
                            /**
                             * @description `net_amount` as display text.
                             * @example $485.20
                             */
                            net_amount_formatted: string;
                            /**
                             * @description How much of the payment has been refunded. In minor units of the currency.
                             * @example 0
                             */
                            refunded_amount: number;
                            /**
                             * @description `refunded_amount` as display text.
                             * @example $0.00
                             */
                            refunded_amount_formatted: string;
                            /** @description What identifies the payment for its method; null when nothing was recorded. */
                            payment_method_details: {
                                /**
                                 * @description Card payments: the card brand.
                                 * @example visa
                                 */
                                brand?: string | null;
                                /**
                                 * @description Card payments: the last four digits of the card number.
                                 * @example 4242
                                 */
                                last_four?: string | null;
                                /**
                                 * @description Card payments: expiry month, 1 to 12.
                                 * @example 8
                                 */
                                exp_month?: number | null;
                                /**
                                 * @description Card payments: expiry year.
                                 * @example 2028
                                 */
                                exp_year?: number | null;
                                /**
                                 * @description Card payments: `credit`, `debit`, `prepaid` or `unknown`.
                                 * @example credit
                                 */
                                funding?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal email.
                                 * @example ada@example.com
                                 */
                                payer_email?: string | null;
                                /**
                                 * @description PayPal payments: the payer's PayPal id.
                                 * @example QYR5Z8XDVJNXQ
                                 */
                                payer_id?: string | null;
                                /**
                                 * @description Bank transfers: the transfer's reference.
                                 * @example INV-0042 Lovelace
                                 */
                                reference?: string | null;
                                /**
                                 * @description Gift card payments: the card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id?: string;
                                /**
                                 * @description Gift card payments: the card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code?: string;
                            } | null;
                            /** @description The payment's dispute; null if it was never disputed. */
                            dispute: {
                                /**
                                 * @description `needs_response` while the dispute is open; `won` or `lost` once resolved.
                                 * @example needs_response
                                 * @enum {string}
                                 */
                                status: "needs_response" | "won" | "lost";
                                /**
                                 * Format: date-time
                                 * @description When the dispute was opened (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                opened_at: string;
                                /**
                                 * Format: date-time
                                 * @description When it was resolved (RFC 3339, UTC, microseconds); null while open.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                resolved_at: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description When the payment was recorded (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the payment last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `invoice_id` is not an invoice identifier (`in_` and 30 letters and digits).
             *     - `invalid_id`: `payment_id` is not a payment identifier (`ip_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `invoice_not_found`: the studio has no invoice with this identifier.
             *     - `payment_not_found`: the invoice has no payment with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `payment_not_disputed`: the payment has no open dispute.
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    listClientInvoiceCurrencies: {
        parameters: {
            query: {
                /**
                 * @description The client to add up: a client identifier (`cl_…`), required.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's totals per currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per currency. */
                        data: {
                            /**
                             * @description The currency.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description The client's issued invoices in this currency.
                             * @example 3
                             */
                            total_invoices: number;
                            /**
                             * @description Their `amount` added up. In minor units of the currency.
                             * @example 325000
                             */
                            total_amount: number;
                            /**
                             * @description `total_amount` as display text.
                             * @example $3,250.00
                             */
                            total_amount_formatted: string;
                        }[];
                    };
                };
            };
            /**
             * @description - `invalid_request`: `client_id` is missing.
             *     - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `client_not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    getClientInvoiceTotals: {
        parameters: {
            query: {
                /**
                 * @description The client to add up: a client identifier (`cl_…`), required.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            header?: never;
            path: {
                /**
                 * @description The currency to add up, an ISO 4217 code (any case).
                 * @example usd
                 */
                currency: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Totals of one client's issued invoices in one currency. */
                        data: {
                            /**
                             * @description The client.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description The currency added up.
                             * @example usd
                             */
                            currency: string;
                            /**
                             * @description The client's issued invoices (drafts are left out) in the currency.
                             * @example 3
                             */
                            total_invoices: number;
                            /**
                             * @description Their `amount` added up. In minor units of the currency.
                             * @example 325000
                             */
                            total_amount: number;
                            /**
                             * @description `total_amount` as display text.
                             * @example $3,250.00
                             */
                            total_amount_formatted: string;
                            /**
                             * @description Their `amount_paid` added up. In minor units of the currency.
                             * @example 200000
                             */
                            paid_amount: number;
                            /**
                             * @description `paid_amount` as display text.
                             * @example $2,000.00
                             */
                            paid_amount_formatted: string;
                            /**
                             * @description What is left to pay: `total_amount` − `paid_amount`. In minor units of the currency.
                             * @example 125000
                             */
                            unpaid_amount: number;
                            /**
                             * @description `unpaid_amount` as display text.
                             * @example $1,250.00
                             */
                            unpaid_amount_formatted: string;
                            /**
                             * @description How many of them are overdue.
                             * @example 1
                             */
                            overdue_count: number;
                            /**
                             * @description What is left to pay on the overdue ones. In minor units of the currency.
                             * @example 125000
                             */
                            overdue_amount: number;
                            /**
                             * @description `overdue_amount` as display text.
                             * @example $1,250.00
                             */
                            overdue_amount_formatted: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: `client_id` is missing.
             *     - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `client_not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceError"];
                };
            };
        };
    };
    listClientDocuments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description `gift_card_activities` adds the client's gift card payments to `meta`. */
                expand?: "gift_card_activities";
            };
            header?: never;
            path: {
                /**
                 * @description The client's identifier: `cl_` and 30 letters and digits.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the client's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The documents on this page (25 a page), newest first. */
                        data: {
                            /**
                             * @description The identifier of the record the document is: an invoice's `in_…`.
                             * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                             */
                            id: string;
                            /**
                             * @description What the document is: `invoice`, or `session` for a booked session.
                             * @example invoice
                             * @enum {string}
                             */
                            type: "invoice" | "session";
                            /**
                             * @description Display title: `Invoice INV-0042` for an invoice.
                             * @example Invoice INV-0042
                             */
                            title: string;
                            /**
                             * @description The record's status: for an invoice `draft`, `sent`, `paid` or `overdue` (sent, unpaid and due before today in the studio's time zone).
                             * @example sent
                             */
                            status: string;
                            /**
                             * @description The amount, in minor units of `currency`: an invoice's total. Absent for a document without an amount.
                             * @example 125000
                             */
                            amount?: number;
                            /**
                             * @description `amount` as display text.
                             * @example $1,250.00
                             */
                            amount_formatted?: string;
                            /**
                             * @description Currency of `amount`; absent with it.
                             * @example usd
                             */
                            currency?: string;
                            /**
                             * Format: date
                             * @description The date that matters for the document, `YYYY-MM-DD`: an invoice's due date.
                             * @example 2026-12-24
                             */
                            date: string;
                            /**
                             * Format: date-time
                             * @description When the record was created (RFC 3339, UTC, microseconds); the list is ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands; with `expand=gift_card_activities`, the client's gift card payments. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                            /** @description With `expand=gift_card_activities` only: every gift card payment of the client's invoices, all pages together. */
                            gift_card_activities?: {
                                /**
                                 * @description The gift card that paid.
                                 * @example gc_mrPXrBaWN8rGQOkPS7ShL93H9VmoiF
                                 */
                                gift_card_id: string;
                                /**
                                 * @description The gift card's code.
                                 * @example K7QM-2XRT-9BWD-4HNA
                                 */
                                code: string;
                                /**
                                 * @description The amount paid with the card, in minor units of its currency.
                                 * @example 2500
                                 */
                                amount: number;
                                /**
                                 * @description `amount` as display text.
                                 * @example $25.00
                                 */
                                amount_formatted: string;
                                /**
                                 * @description The invoice the card paid.
                                 * @example in_GnpJtrpgQijCjqA2Lb75eFHYjXlLCa
                                 */
                                invoice_id: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the payment was made (its `payment_date`; RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                used_at: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no client with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /**
                 * @description Only this client's conversations (`cl_…`); one the studio does not have matches nothing. A client portal token sees only its own whatever this says.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id?: string;
                /** @description Include each conversation's messages (`messages`). */
                message?: boolean;
                /** @description `inbox`: active conversations; `archived`; `unread`: those with messages the caller has not read; `all` (default). */
                message_status?: "all" | "inbox" | "archived" | "unread";
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The conversations on this page, the most recent message first. */
                        data: {
                            /**
                             * @description The conversation's identifier.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            id: string;
                            /**
                             * @description The client the studio converses with.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description What the conversation is about.
                             * @example Wedding album proofs
                             */
                            subject: string;
                            /**
                             * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "archived";
                            /**
                             * @description Messages from the other side that the caller has not read: a studio caller counts the client's messages, a client counts the studio's and the system's.
                             * @example 2
                             */
                            unread_count: number;
                            /**
                             * Format: date-time
                             * @description When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_message_at: string;
                            /**
                             * Format: date-time
                             * @description When the conversation began (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the subject, status or messages last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client first, then the studio's photographers. */
                            participants: {
                                /**
                                 * @description The client's id (`cl_…`) or the photographer's user id (`usr_…`).
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description Display name: first and last name, or the email when the name is unknown.
                                 * @example Ada Lovelace
                                 */
                                name: string;
                                /**
                                 * @description Email address; null for a client without one.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                                /**
                                 * @description The conversation's `client`, or a `photographer` of the studio.
                                 * @example client
                                 * @enum {string}
                                 */
                                type: "client" | "photographer";
                                /**
                                 * @description The client's avatar color index, 0 to 11; null for photographers.
                                 * @example 7
                                 */
                                avatar_color: number | null;
                            }[];
                            /** @description Every message, oldest first; present only when asked for (`messages`, or `message` on lists). */
                            messages?: {
                                /**
                                 * @description The message's identifier.
                                 * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                                 */
                                id: string;
                                /**
                                 * @description The conversation the message belongs to.
                                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                                 */
                                conversation_id: string;
                                /**
                                 * @description The text, as sent; may be empty when the message carries attachments.
                                 * @example Your proofs are ready: which ten would you like retouched?
                                 */
                                content: string;
                                /**
                                 * Format: date-time
                                 * @description When the message was sent (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                sent_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the other side marked it read; null while unread.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                read_at: string | null;
                                /**
                                 * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                                 * @example photographer
                                 * @enum {string}
                                 */
                                sender_type: "client" | "photographer" | "system";
                                /**
                                 * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                sender_id: string;
                                /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                                attachments: {
                                    /**
                                     * @description The attachment's identifier.
                                     * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                     */
                                    id: string;
                                    /**
                                     * @description The file's name as uploaded.
                                     * @example contract.pdf
                                     */
                                    filename: string;
                                    /**
                                     * @description Size in bytes, as stored.
                                     * @example 482133
                                     */
                                    file_size: number;
                                    /**
                                     * @description MIME type the file was uploaded with; downloads answer it.
                                     * @example application/pdf
                                     */
                                    content_type: string;
                                    /**
                                     * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                     * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                     */
                                    url: string;
                                }[];
                            }[];
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_ID`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    createConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new conversation. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7",
                 *       "subject": "Wedding album proofs",
                 *       "content": "Your proofs are ready!"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The client to converse with (`cl_…`), a client of the studio.
                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                     */
                    client_id: string;
                    /**
                     * @description What the conversation is about, 1 to 255 characters.
                     * @example Wedding album proofs
                     */
                    subject: string;
                    /**
                     * @description A first message from the studio, 1 to 10,000 characters.
                     * @example Your proofs are ready!
                     */
                    content?: string;
                };
            };
        };
        responses: {
            /** @description The conversation, with its participants and messages. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A conversation between the studio and one client. */
                        data: {
                            /**
                             * @description The conversation's identifier.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            id: string;
                            /**
                             * @description The client the studio converses with.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description What the conversation is about.
                             * @example Wedding album proofs
                             */
                            subject: string;
                            /**
                             * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "archived";
                            /**
                             * @description Messages from the other side that the caller has not read: a studio caller counts the client's messages, a client counts the studio's and the system's.
                             * @example 2
                             */
                            unread_count: number;
                            /**
                             * Format: date-time
                             * @description When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_message_at: string;
                            /**
                             * Format: date-time
                             * @description When the conversation began (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the subject, status or messages last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client first, then the studio's photographers. */
                            participants: {
                                /**
                                 * @description The client's id (`cl_…`) or the photographer's user id (`usr_…`).
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description Display name: first and last name, or the email when the name is unknown.
                                 * @example Ada Lovelace
                                 */
                                name: string;
                                /**
                                 * @description Email address; null for a client without one.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                                /**
                                 * @description The conversation's `client`, or a `photographer` of the studio.
                                 * @example client
                                 * @enum {string}
                                 */
                                type: "client" | "photographer";
                                /**
                                 * @description The client's avatar color index, 0 to 11; null for photographers.
                                 * @example 7
                                 */
                                avatar_color: number | null;
                            }[];
                            /** @description Every message, oldest first; present only when asked for (`messages`, or `message` on lists). */
                            messages?: {
                                /**
                                 * @description The message's identifier.
                                 * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                                 */
                                id: string;
                                /**
                                 * @description The conversation the message belongs to.
                                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                                 */
                                conversation_id: string;
                                /**
                                 * @description The text, as sent; may be empty when the message carries attachments.
                                 * @example Your proofs are ready: which ten would you like retouched?
                                 */
                                content: string;
                                /**
                                 * Format: date-time
                                 * @description When the message was sent (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                sent_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the other side marked it read; null while unread.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                read_at: string | null;
                                /**
                                 * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                                 * @example photographer
                                 * @enum {string}
                                 */
                                sender_type: "client" | "photographer" | "system";
                                /**
                                 * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                sender_id: string;
                                /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                                attachments: {
                                    /**
                                     * @description The attachment's identifier.
                                     * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                     */
                                    id: string;
                                    /**
                                     * @description The file's name as uploaded.
                                     * @example contract.pdf
                                     */
                                    filename: string;
                                    /**
                                     * @description Size in bytes, as stored.
                                     * @example 482133
                                     */
                                    file_size: number;
                                    /**
                                     * @description MIME type the file was uploaded with; downloads answer it.
                                     * @example application/pdf
                                     */
                                    content_type: string;
                                    /**
                                     * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                     * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                     */
                                    url: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `INVALID_JSON`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `INVALID_IDEMPOTENCY_KEY`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `FORBIDDEN`: the credential is a client portal token; only studio staff may call this operation.
             *     - `CSRF_TOKEN_INVALID`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `IDEMPOTENCY_CONFLICT`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `PAYLOAD_TOO_LARGE`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNSUPPORTED_MEDIA_TYPE`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `VALIDATION_ERROR`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `client_id` names no client of the studio.
             *     - `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    countUnreadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the caller has not read yet. */
                        data: {
                            /**
                             * @description Messages from the other side the caller has not read, in all its conversations.
                             * @example 5
                             */
                            unread_count: number;
                            /**
                             * @description Conversations with at least one such message.
                             * @example 2
                             */
                            conversations_with_unread: number;
                        };
                    };
                };
            };
            /** @description - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    streamConversationEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id:` of the last event received: the stream starts with the events after it (those of the last 24 hours).
                 * @example 42
                 */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream; it stays open until the client leaves or the service shuts down. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /**
             * @description - `INVALID_LAST_EVENT_ID`: `Last-Event-ID` is not the id of an event this stream sent.
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `TOO_MANY_STREAMS`: the credential already holds as many open streams as allowed (`LIVE_EVENTS_MAX_STREAMS_PER_CREDENTIAL`); retry after `Retry-After` seconds.
             *     - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `SERVICE_UNAVAILABLE`: this instance holds as many streams as it may (`LIVE_EVENTS_MAX_STREAMS`); retry shortly.
             *     - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header.
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: {
                /** @description Include the messages; `false` answers the conversation alone. */
                messages?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The conversation's identifier: `conv_` and 30 letters and digits.
                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                 */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A conversation between the studio and one client. */
                        data: {
                            /**
                             * @description The conversation's identifier.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            id: string;
                            /**
                             * @description The client the studio converses with.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description What the conversation is about.
                             * @example Wedding album proofs
                             */
                            subject: string;
                            /**
                             * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "archived";
                            /**
                             * @description Messages from the other side that the caller has not read: a studio caller counts the client's messages, a client counts the studio's and the system's.
                             * @example 2
                             */
                            unread_count: number;
                            /**
                             * Format: date-time
                             * @description When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_message_at: string;
                            /**
                             * Format: date-time
                             * @description When the conversation began (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the subject, status or messages last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client first, then the studio's photographers. */
                            participants: {
                                /**
                                 * @description The client's id (`cl_…`) or the photographer's user id (`usr_…`).
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description Display name: first and last name, or the email when the name is unknown.
                                 * @example Ada Lovelace
                                 */
                                name: string;
                                /**
                                 * @description Email address; null for a client without one.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                                /**
                                 * @description The conversation's `client`, or a `photographer` of the studio.
                                 * @example client
                                 * @enum {string}
                                 */
                                type: "client" | "photographer";
                                /**
                                 * @description The client's avatar color index, 0 to 11; null for photographers.
                                 * @example 7
                                 */
                                avatar_color: number | null;
                            }[];
                            /** @description Every message, oldest first; present only when asked for (`messages`, or `message` on lists). */
                            messages?: {
                                /**
                                 * @description The message's identifier.
                                 * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                                 */
                                id: string;
                                /**
                                 * @description The conversation the message belongs to.
                                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                                 */
                                conversation_id: string;
                                /**
                                 * @description The text, as sent; may be empty when the message carries attachments.
                                 * @example Your proofs are ready: which ten would you like retouched?
                                 */
                                content: string;
                                /**
                                 * Format: date-time
                                 * @description When the message was sent (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                sent_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the other side marked it read; null while unread.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                read_at: string | null;
                                /**
                                 * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                                 * @example photographer
                                 * @enum {string}
                                 */
                                sender_type: "client" | "photographer" | "system";
                                /**
                                 * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                sender_id: string;
                                /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                                attachments: {
                                    /**
                                     * @description The attachment's identifier.
                                     * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                     */
                                    id: string;
                                    /**
                                     * @description The file's name as uploaded.
                                     * @example contract.pdf
                                     */
                                    filename: string;
                                    /**
                                     * @description Size in bytes, as stored.
                                     * @example 482133
                                     */
                                    file_size: number;
                                    /**
                                     * @description MIME type the file was uploaded with; downloads answer it.
                                     * @example application/pdf
                                     */
                                    content_type: string;
                                    /**
                                     * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                     * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                     */
                                    url: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_ID`: `conversation_id` is not a conversation identifier (`conv_` and 30 letters and digits).
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `ACCESS_DENIED`: a client portal token asked for another client's conversation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `CONVERSATION_NOT_FOUND`: the studio has no conversation with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    updateConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The conversation's identifier: `conv_` and 30 letters and digits.
                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                 */
                conversation_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; those left out stay as they are. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "archived"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A new subject, 1 to 255 characters.
                     * @example Wedding album: final selection
                     */
                    subject?: string;
                    /**
                     * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                     * @example active
                     * @enum {string}
                     */
                    status?: "active" | "archived";
                };
            };
        };
        responses: {
            /** @description The conversation after the change, without its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A conversation between the studio and one client. */
                        data: {
                            /**
                             * @description The conversation's identifier.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            id: string;
                            /**
                             * @description The client the studio converses with.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description What the conversation is about.
                             * @example Wedding album proofs
                             */
                            subject: string;
                            /**
                             * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "archived";
                            /**
                             * @description Messages from the other side that the caller has not read: a studio caller counts the client's messages, a client counts the studio's and the system's.
                             * @example 2
                             */
                            unread_count: number;
                            /**
                             * Format: date-time
                             * @description When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_message_at: string;
                            /**
                             * Format: date-time
                             * @description When the conversation began (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the subject, status or messages last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client first, then the studio's photographers. */
                            participants: {
                                /**
                                 * @description The client's id (`cl_…`) or the photographer's user id (`usr_…`).
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description Display name: first and last name, or the email when the name is unknown.
                                 * @example Ada Lovelace
                                 */
                                name: string;
                                /**
                                 * @description Email address; null for a client without one.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                                /**
                                 * @description The conversation's `client`, or a `photographer` of the studio.
                                 * @example client
                                 * @enum {string}
                                 */
                                type: "client" | "photographer";
                                /**
                                 * @description The client's avatar color index, 0 to 11; null for photographers.
                                 * @example 7
                                 */
                                avatar_color: number | null;
                            }[];
                            /** @description Every message, oldest first; present only when asked for (`messages`, or `message` on lists). */
                            messages?: {
                                /**
                                 * @description The message's identifier.
                                 * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                                 */
                                id: string;
                                /**
                                 * @description The conversation the message belongs to.
                                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                                 */
                                conversation_id: string;
                                /**
                                 * @description The text, as sent; may be empty when the message carries attachments.
                                 * @example Your proofs are ready: which ten would you like retouched?
                                 */
                                content: string;
                                /**
                                 * Format: date-time
                                 * @description When the message was sent (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                sent_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the other side marked it read; null while unread.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                read_at: string | null;
                                /**
                                 * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                                 * @example photographer
                                 * @enum {string}
                                 */
                                sender_type: "client" | "photographer" | "system";
                                /**
                                 * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                sender_id: string;
                                /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                                attachments: {
                                    /**
                                     * @description The attachment's identifier.
                                     * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                     */
                                    id: string;
                                    /**
                                     * @description The file's name as uploaded.
                                     * @example contract.pdf
                                     */
                                    filename: string;
                                    /**
                                     * @description Size in bytes, as stored.
                                     * @example 482133
                                     */
                                    file_size: number;
                                    /**
                                     * @description MIME type the file was uploaded with; downloads answer it.
                                     * @example application/pdf
                                     */
                                    content_type: string;
                                    /**
                                     * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                     * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                     */
                                    url: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_ID`: `conversation_id` is not a conversation identifier (`conv_` and 30 letters and digits).
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `INVALID_JSON`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `FORBIDDEN`: the credential is a client portal token; only studio staff may call this operation.
             *     - `CSRF_TOKEN_INVALID`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `CONVERSATION_NOT_FOUND`: the studio has no conversation with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `PAYLOAD_TOO_LARGE`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNSUPPORTED_MEDIA_TYPE`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `VALIDATION_ERROR`: the body breaks a rule; `details` maps each field at fault to its messages. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The conversation's identifier: `conv_` and 30 letters and digits.
                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                 */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation after reading, with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A conversation between the studio and one client. */
                        data: {
                            /**
                             * @description The conversation's identifier.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            id: string;
                            /**
                             * @description The client the studio converses with.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description What the conversation is about.
                             * @example Wedding album proofs
                             */
                            subject: string;
                            /**
                             * @description `active` conversations are in the inbox; `archived` ones are kept out of it. A client's new message brings an archived conversation back to `active`.
                             * @example active
                             * @enum {string}
                             */
                            status: "active" | "archived";
                            /**
                             * @description Messages from the other side that the caller has not read: a studio caller counts the client's messages, a client counts the studio's and the system's.
                             * @example 2
                             */
                            unread_count: number;
                            /**
                             * Format: date-time
                             * @description When the last message was sent, or when the conversation began if it has none (RFC 3339, UTC, microseconds). Lists are ordered by it, newest first.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            last_message_at: string;
                            /**
                             * Format: date-time
                             * @description When the conversation began (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the subject, status or messages last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client first, then the studio's photographers. */
                            participants: {
                                /**
                                 * @description The client's id (`cl_…`) or the photographer's user id (`usr_…`).
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description Display name: first and last name, or the email when the name is unknown.
                                 * @example Ada Lovelace
                                 */
                                name: string;
                                /**
                                 * @description Email address; null for a client without one.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                                /**
                                 * @description The conversation's `client`, or a `photographer` of the studio.
                                 * @example client
                                 * @enum {string}
                                 */
                                type: "client" | "photographer";
                                /**
                                 * @description The client's avatar color index, 0 to 11; null for photographers.
                                 * @example 7
                                 */
                                avatar_color: number | null;
                            }[];
                            /** @description Every message, oldest first; present only when asked for (`messages`, or `message` on lists). */
                            messages?: {
                                /**
                                 * @description The message's identifier.
                                 * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                                 */
                                id: string;
                                /**
                                 * @description The conversation the message belongs to.
                                 * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                                 */
                                conversation_id: string;
                                /**
                                 * @description The text, as sent; may be empty when the message carries attachments.
                                 * @example Your proofs are ready: which ten would you like retouched?
                                 */
                                content: string;
                                /**
                                 * Format: date-time
                                 * @description When the message was sent (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                sent_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the other side marked it read; null while unread.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                read_at: string | null;
                                /**
                                 * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                                 * @example photographer
                                 * @enum {string}
                                 */
                                sender_type: "client" | "photographer" | "system";
                                /**
                                 * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                                 * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                                 */
                                sender_id: string;
                                /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                                attachments: {
                                    /**
                                     * @description The attachment's identifier.
                                     * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                     */
                                    id: string;
                                    /**
                                     * @description The file's name as uploaded.
                                     * @example contract.pdf
                                     */
                                    filename: string;
                                    /**
                                     * @description Size in bytes, as stored.
                                     * @example 482133
                                     */
                                    file_size: number;
                                    /**
                                     * @description MIME type the file was uploaded with; downloads answer it.
                                     * @example application/pdf
                                     */
                                    content_type: string;
                                    /**
                                     * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                     * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                     */
                                    url: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_ID`: `conversation_id` is not a conversation identifier (`conv_` and 30 letters and digits).
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `INVALID_JSON`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `INVALID_IDEMPOTENCY_KEY`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `ACCESS_DENIED`: a client portal token asked for another client's conversation.
             *     - `CSRF_TOKEN_INVALID`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `CONVERSATION_NOT_FOUND`: the studio has no conversation with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `IDEMPOTENCY_CONFLICT`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `PAYLOAD_TOO_LARGE`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNSUPPORTED_MEDIA_TYPE`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    createConversationMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new message. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conversation_id": "conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y",
                 *       "content": "Here is the signed contract.",
                 *       "attachment_ids": []
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The conversation to post in (`conv_…`).
                     * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                     */
                    conversation_id: string;
                    /**
                     * @description The text, 1 to 10,000 characters; may be empty when `attachment_ids` names at least one file.
                     * @example Here is the signed contract.
                     */
                    content: string;
                    /**
                     * @description Up to 20 uploaded attachments (`attachment_id` of upload tickets whose file has been uploaded), not attached to any message yet.
                     * @example [
                     *       "att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t"
                     *     ]
                     */
                    attachment_ids?: string[];
                };
            };
        };
        responses: {
            /** @description The message as sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A message of a conversation. */
                        data: {
                            /**
                             * @description The message's identifier.
                             * @example msg_T5nQ8wE2rY7uI1oP4aS9dF3gH6jK0l
                             */
                            id: string;
                            /**
                             * @description The conversation the message belongs to.
                             * @example conv_Xk3Lq9ZtWm2Rb7Np4Vc8Hs1Jd6Fg0Y
                             */
                            conversation_id: string;
                            /**
                             * @description The text, as sent; may be empty when the message carries attachments.
                             * @example Your proofs are ready: which ten would you like retouched?
                             */
                            content: string;
                            /**
                             * Format: date-time
                             * @description When the message was sent (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            sent_at: string;
                            /**
                             * Format: date-time
                             * @description When the other side marked it read; null while unread.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            read_at: string | null;
                            /**
                             * @description Who wrote the message: the `client`, a `photographer` of the studio, or the `system` (automatic notices).
                             * @example photographer
                             * @enum {string}
                             */
                            sender_type: "client" | "photographer" | "system";
                            /**
                             * @description The writer: the photographer's user id (`usr_…`), the client's id (`cl_…`), or the studio's id for system messages.
                             * @example usr_2DDUNwinyIEoY70iY4utYaLMlPFxIX
                             */
                            sender_id: string;
                            /** @description Files attached to the message, in the order they were uploaded; empty when none. */
                            attachments: {
                                /**
                                 * @description The attachment's identifier.
                                 * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                                 */
                                id: string;
                                /**
                                 * @description The file's name as uploaded.
                                 * @example contract.pdf
                                 */
                                filename: string;
                                /**
                                 * @description Size in bytes, as stored.
                                 * @example 482133
                                 */
                                file_size: number;
                                /**
                                 * @description MIME type the file was uploaded with; downloads answer it.
                                 * @example application/pdf
                                 */
                                content_type: string;
                                /**
                                 * @description Signed download address, valid for one hour from this answer: it serves the exact bytes with `content_type` and `Content-Disposition: attachment`. Ask again for a fresh one.
                                 * @example https://studio.example.com/files/attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf?expires=1795000000&signature=3b5c…
                                 */
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `INVALID_JSON`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `INVALID_IDEMPOTENCY_KEY`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `ACCESS_DENIED`: a client portal token asked for another client's conversation.
             *     - `CSRF_TOKEN_INVALID`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `IDEMPOTENCY_CONFLICT`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `PAYLOAD_TOO_LARGE`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNSUPPORTED_MEDIA_TYPE`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `VALIDATION_ERROR`: the body breaks a rule; `details` maps each field at fault to its messages. Also when `conversation_id` names no conversation of the studio, when `content` is empty without attachments, or when an attachment is unknown, not the caller's, not uploaded yet or already attached.
             *     - `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    createAttachmentUploadTicket: {
        parameters: {
            query?: {
                /**
                 * @description Required. The file's name, 1 to 255 characters, without `/` or `\`; its extension must fit `content_type`.
                 * @example contract.pdf
                 */
                filename?: string;
                /**
                 * @description Required. The file's MIME type: application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document, image/jpeg, image/png, image/gif, image/webp, application/zip, application/vnd.rar, application/x-rar-compressed, text/plain or text/csv.
                 * @example application/pdf
                 */
                content_type?: string;
                /**
                 * @description Required. The file's size in bytes, 1 to 10485760.
                 * @example 482133
                 */
                file_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Where and how to upload an attachment's file. */
                        data: {
                            /**
                             * @description Where to send the multipart `POST` with the file.
                             * @example https://studio.example.com/uploads
                             */
                            upload_url: string;
                            /**
                             * @description The attachment to name in `attachment_ids` once the file is uploaded.
                             * @example att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t
                             */
                            attachment_id: string;
                            /**
                             * @description Form fields to send unchanged before the file: `key`, `Content-Type`, `policy` (an S3 POST policy, base64 JSON), `x-amz-algorithm` (`AWS4-HMAC-SHA256`), `x-amz-credential`, `x-amz-date` (`YYYYMMDDTHHMMSSZ`) and `x-amz-signature`.
                             * @example {
                             *       "key": "attachments/stu_aUrXtSq3b1ClSRwsk5WOdbNiVn1AJ1/att_M4bV7cX1zL9kJ2hG5fD8sA3qW6eR0t/contract.pdf",
                             *       "Content-Type": "application/pdf",
                             *       "policy": "eyJleHBpcmF0aW9uIjoi…",
                             *       "x-amz-algorithm": "AWS4-HMAC-SHA256",
                             *       "x-amz-credential": "studio-local/20261123/us-east-1/s3/aws4_request",
                             *       "x-amz-date": "20261123T150000Z",
                             *       "x-amz-signature": "5d672d79…"
                             *     }
                             */
                            upload_fields: {
                                [key: string]: string;
                            };
                            /**
                             * @description The HTTP method of the upload: always `POST`.
                             * @enum {string}
                             */
                            method: "POST";
                        };
                    };
                };
            };
            /**
             * @description - `VALIDATION_ERROR`: `filename`, `content_type` or `file_size` is missing, or `file_size` is 0 (`details`).
             *     - `INVALID_REQUEST`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `UNAUTHENTICATED`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `FILE_TOO_LARGE`: `file_size` is above 10485760 bytes; `max_size` gives the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /**
             * @description - `VALIDATION_ERROR`: `filename` is empty, longer than 255 characters, or contains `/`, `\` or control characters.
             *     - `UNSUPPORTED_FILE_TYPE`: `content_type` is not accepted, or does not match the filename's extension.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `RATE_LIMITED`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
            /** @description - `SERVICE_UNAVAILABLE`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationError"];
                };
            };
        };
    };
    listSessionTypes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of session types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The session types on this page, newest first. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createSessionType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new session type; it starts as `draft` unless `status` says otherwise. Fields left out are null, 0 or empty. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Family portrait, 1 hour",
                 *       "duration": 60,
                 *       "location": "Studio, 12 Harbour St",
                 *       "description": "An hour in the studio.",
                 *       "payment_amount_full": 25000,
                 *       "currency": "usd",
                 *       "collect_payment": 1,
                 *       "minimum_notice_duration": 1,
                 *       "maximum_notice_duration": 90,
                 *       "buffer_after": 15,
                 *       "session_type_schedule_intervals": [
                 *         {
                 *           "day_of_week": 1,
                 *           "start_time": "09:00",
                 *           "end_time": "17:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The session type's name, 1 to 200 characters.
                     * @example Family portrait, 1 hour
                     */
                    name: string;
                    /** @description How long a session lasts. Minutes, 1 to 10080. */
                    duration: number;
                    /**
                     * @description `draft` (the default) or `published`.
                     * @example published
                     * @enum {string}
                     */
                    status?: "draft" | "published";
                    /**
                     * @description Where sessions take place; copied onto each session at booking.
                     * @example Studio, 12 Harbour St
                     */
                    location?: string | null;
                    /**
                     * @description What clients read about the session.
                     * @example An hour in the studio with up to six people.
                     */
                    description?: string | null;
                    /**
                     * @description The full price in minor units of `currency` (25000 = $250.00 in usd).
                     * @example 5000
                     */
                    payment_amount_full?: number | null;
                    /**
                     * @description The deposit in minor units of `currency`; not more than the full price.
                     * @example 5000
                     */
                    payment_amount_partial?: number | null;
                    /**
                     * @description The currency of the amounts, an ISO 4217 code (any case); the studio's when left out.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * @description Whether clients pay when they book: true or false (1 and 0 are accepted).
                     * @example true
                     * @enum {boolean|integer}
                     */
                    collect_payment?: true | false | 1 | 0;
                    /**
                     * @description Days of notice a booking needs: a slot starts at least this many 24-hour days after now. Null or 0: any future slot.
                     * @example 1
                     */
                    minimum_notice_duration?: number | null;
                    /**
                     * @description How far ahead clients may book, in 24-hour days from now; not below the minimum. Null: no limit.
                     * @example 90
                     */
                    maximum_notice_duration?: number | null;
                    /** @description Ways clients may pay, up to 20. */
                    payment_methods?: {
                        /**
                         * @description The label clients see.
                         * @example Bank transfer
                         */
                        name: string;
                        /** @description Whether clients may pay this way. */
                        enabled: boolean;
                        /**
                         * @description `service-payments` (card payments through the service) or `manual` (paid outside it).
                         * @example manual
                         * @enum {string}
                         */
                        type: "service-payments" | "manual";
                        /**
                         * @description For `manual`: how to pay.
                         * @example IBAN GB33BUKB20201555555555
                         */
                        instructions?: string | null;
                    }[];
                    /** @description Free time needed before a session: a slot is refused when this time before it touches another session. Minutes, 0 to 10080. */
                    buffer_before?: number;
                    /** @description Free time needed after a session: a slot is refused when this time after it touches another session. Minutes, 0 to 10080. */
                    buffer_after?: number;
                    /** @description Minutes between candidate starts, 1 to 10080; null (or left out on create) steps by the duration. */
                    slot_interval?: number | null;
                    /** @description Questions clients answer when they book, up to 50. */
                    intake_form_fields?: {
                        /**
                         * @description The answer's key: a letter, then letters, digits or `_` (up to 64).
                         * @example shoot_location
                         */
                        name: string;
                        /**
                         * @description The question clients see.
                         * @example Where would you like the shoot?
                         */
                        label: string;
                        /**
                         * @description The kind of answer.
                         * @example text
                         * @enum {string}
                         */
                        type: "text" | "textarea" | "email" | "phone" | "select" | "checkbox";
                        /** @description Whether clients must answer. */
                        required: boolean;
                        /** @description For `select`: the choices, 1 to 50. */
                        options?: string[] | null;
                    }[];
                    /**
                     * @description The cancellation terms clients read.
                     * @example Free cancellation up to 48 hours before.
                     */
                    cancellation_policy?: string | null;
                    /**
                     * @description The rescheduling terms clients read.
                     * @example One free reschedule.
                     */
                    reschedule_policy?: string | null;
                    /**
                     * @description The contract template clients sign (`ct_`), managed outside this API.
                     * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                     */
                    contract_template_id?: string | null;
                    /**
                     * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                     * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                     */
                    questionnaire_template_id?: string | null;
                    /** @description Taxes charged on the session, up to 20. */
                    taxes?: {
                        /**
                         * @description The tax's name.
                         * @example VAT
                         */
                        name: string;
                        /**
                         * @description Percent, 0 to 100, at most two decimals (20 = 20 %).
                         * @example 20
                         */
                        rate: number;
                    }[];
                    /**
                     * @description An existing schedule to share; without it the session type gets a schedule of its own in the studio's time zone.
                     * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                     */
                    session_type_schedule_id?: string;
                    /** @description Weekly hours of the session type's own schedule (not with `session_type_schedule_id`); none when left out. */
                    session_type_schedule_intervals?: {
                        /**
                         * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                         * @example 1
                         */
                        day_of_week: number;
                        /**
                         * @description When the hours begin, `HH:MM` on a 24-hour wall clock.
                         * @example 09:00
                         */
                        start_time: string;
                        /**
                         * @description When the hours end, `HH:MM` on a 24-hour wall clock, later than the start; `24:00` is the midnight that ends the day.
                         * @example 17:00
                         */
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The session type was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also an unknown `session_type_schedule_id`, a maximum notice below the minimum, or a deposit above the full price.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getSessionType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateSessionType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. Booked sessions keep their times. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "duration": 90,
                 *       "buffer_before": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The session type's name, 1 to 200 characters.
                     * @example Family portrait, 1 hour
                     */
                    name?: string;
                    /** @description How long a session lasts. Minutes, 1 to 10080. */
                    duration?: number;
                    /**
                     * @description Where sessions take place; copied onto each session at booking.
                     * @example Studio, 12 Harbour St
                     */
                    location?: string | null;
                    /**
                     * @description What clients read about the session.
                     * @example An hour in the studio with up to six people.
                     */
                    description?: string | null;
                    /**
                     * @description The full price in minor units of `currency` (25000 = $250.00 in usd).
                     * @example 5000
                     */
                    payment_amount_full?: number | null;
                    /**
                     * @description The deposit in minor units of `currency`; not more than the full price.
                     * @example 5000
                     */
                    payment_amount_partial?: number | null;
                    /**
                     * @description The currency of the amounts, an ISO 4217 code (any case); the studio's when left out.
                     * @example usd
                     */
                    currency?: string;
                    /**
                     * @description Whether clients pay when they book: true or false (1 and 0 are accepted).
                     * @example true
                     * @enum {boolean|integer}
                     */
                    collect_payment?: true | false | 1 | 0;
                    /**
                     * @description Days of notice a booking needs: a slot starts at least this many 24-hour days after now. Null or 0: any future slot.
                     * @example 1
                     */
                    minimum_notice_duration?: number | null;
                    /**
                     * @description How far ahead clients may book, in 24-hour days from now; not below the minimum. Null: no limit.
                     * @example 90
                     */
                    maximum_notice_duration?: number | null;
                    /** @description Ways clients may pay, up to 20. */
                    payment_methods?: {
                        /**
                         * @description The label clients see.
                         * @example Bank transfer
                         */
                        name: string;
                        /** @description Whether clients may pay this way. */
                        enabled: boolean;
                        /**
                         * @description `service-payments` (card payments through the service) or `manual` (paid outside it).
                         * @example manual
                         * @enum {string}
                         */
                        type: "service-payments" | "manual";
                        /**
                         * @description For `manual`: how to pay.
                         * @example IBAN GB33BUKB20201555555555
                         */
                        instructions?: string | null;
                    }[];
                    /** @description Free time needed before a session: a slot is refused when this time before it touches another session. Minutes, 0 to 10080. */
                    buffer_before?: number;
                    /** @description Free time needed after a session: a slot is refused when this time after it touches another session. Minutes, 0 to 10080. */
                    buffer_after?: number;
                    /** @description Minutes between candidate starts, 1 to 10080; null (or left out on create) steps by the duration. */
                    slot_interval?: number | null;
                    /** @description Questions clients answer when they book, up to 50. */
                    intake_form_fields?: {
                        /**
                         * @description The answer's key: a letter, then letters, digits or `_` (up to 64).
                         * @example shoot_location
                         */
                        name: string;
                        /**
                         * @description The question clients see.
                         * @example Where would you like the shoot?
                         */
                        label: string;
                        /**
                         * @description The kind of answer.
                         * @example text
                         * @enum {string}
                         */
                        type: "text" | "textarea" | "email" | "phone" | "select" | "checkbox";
                        /** @description Whether clients must answer. */
                        required: boolean;
                        /** @description For `select`: the choices, 1 to 50. */
                        options?: string[] | null;
                    }[];
                    /**
                     * @description The cancellation terms clients read.
                     * @example Free cancellation up to 48 hours before.
                     */
                    cancellation_policy?: string | null;
                    /**
                     * @description The rescheduling terms clients read.
                     * @example One free reschedule.
                     */
                    reschedule_policy?: string | null;
                    /**
                     * @description The contract template clients sign (`ct_`), managed outside this API.
                     * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                     */
                    contract_template_id?: string | null;
                    /**
                     * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                     * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                     */
                    questionnaire_template_id?: string | null;
                    /** @description Taxes charged on the session, up to 20. */
                    taxes?: {
                        /**
                         * @description The tax's name.
                         * @example VAT
                         */
                        name: string;
                        /**
                         * @description Percent, 0 to 100, at most two decimals (20 = 20 %).
                         * @example 20
                         */
                        rate: number;
                    }[];
                    /**
                     * @description Another existing schedule to use from now on.
                     * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                     */
                    session_type_schedule_id?: string;
                };
            };
        };
        responses: {
            /** @description The session type after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_currency`: `currency` is not one the service supports.
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also an unknown `session_type_schedule_id`, a maximum notice below the minimum, or a deposit above the full price. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteSessionType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session type was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `session_type_has_sessions`: the session type has inquiries or booked sessions still to come. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateSessionTypeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
            };
            cookie?: never;
        };
        /** @description The session type's new status. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "published"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The new status.
                     * @example published
                     * @enum {string}
                     */
                    status: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description The session type with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    setSessionTypeContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
                /**
                 * @description The contract template's identifier: `ct_` and 30 letters and digits.
                 * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session type with its contract template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_id`: `contract_id` is not a contract template identifier (`ct_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    setSessionTypeQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
                /**
                 * @description The questionnaire template's identifier: `qt_` and 30 letters and digits.
                 * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                 */
                questionnaire_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session type with its questionnaire template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_id`: `questionnaire_id` is not a questionnaire template identifier (`qt_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    setSessionTypeTaxes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
            };
            cookie?: never;
        };
        /** @description The taxes charged on the session. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "taxes": [
                 *         {
                 *           "name": "VAT",
                 *           "rate": 20
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The session type's taxes, replacing the ones it had; an empty list removes them. */
                    taxes: {
                        /**
                         * @description The tax's name.
                         * @example VAT
                         */
                        name: string;
                        /**
                         * @description Percent, 0 to 100, at most two decimals (20 = 20 %).
                         * @example 20
                         */
                        rate: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The session type with its new taxes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A kind of session clients book: its length, price, booking rules and schedule. */
                        data: {
                            /**
                             * @description The session type's identifier.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            id: string;
                            /**
                             * @description The session type's name, 1 to 200 characters.
                             * @example Family portrait, 1 hour
                             */
                            name: string;
                            /**
                             * @description `draft` while it is prepared, `published` when clients may book it. The studio may book both.
                             * @example published
                             * @enum {string}
                             */
                            status: "draft" | "published";
                            /**
                             * @description How long a session lasts, in minutes.
                             * @example 60
                             */
                            duration: number;
                            /**
                             * @description Where sessions take place; copied onto each session at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description What clients read about the session.
                             * @example An hour in the studio with up to six people.
                             */
                            description: string | null;
                            /**
                             * @description The full price in minor units of `currency`; null when none is set.
                             * @example 25000
                             */
                            payment_amount_full: number | null;
                            /**
                             * @description The deposit in minor units of `currency`; null when none is set.
                             * @example 5000
                             */
                            payment_amount_partial: number | null;
                            /**
                             * @description The currency of the amounts, lowercase.
                             * @example usd
                             */
                            currency: string;
                            /** @description Whether clients pay when they book. */
                            collect_payment: boolean;
                            /**
                             * @description Days of notice a booking needs (24-hour days); null: none.
                             * @example 1
                             */
                            minimum_notice_duration: number | null;
                            /**
                             * @description How far ahead clients may book, in 24-hour days; null: no limit.
                             * @example 90
                             */
                            maximum_notice_duration: number | null;
                            /** @description Ways clients may pay; empty when none. */
                            payment_methods: {
                                /** @description The label clients see. */
                                name: string;
                                /** @description Whether clients may pay this way. */
                                enabled: boolean;
                                /** @description `service-payments` or `manual`. */
                                type: string;
                                /** @description For `manual`: how to pay; null when none. */
                                instructions: string | null;
                            }[];
                            /**
                             * @description Minutes kept free before each session.
                             * @example 15
                             */
                            buffer_before: number;
                            /**
                             * @description Minutes kept free after each session.
                             * @example 15
                             */
                            buffer_after: number;
                            /**
                             * @description Minutes between candidate starts (the duration unless set).
                             * @example 30
                             */
                            slot_interval: number;
                            /** @description Questions clients answer when they book; empty when none. */
                            intake_form_fields: {
                                /** @description The answer's key. */
                                name: string;
                                /** @description The question. */
                                label: string;
                                /** @description `text`, `textarea`, `email`, `phone`, `select` or `checkbox`. */
                                type: string;
                                /** @description Whether clients must answer. */
                                required: boolean;
                                /** @description For `select`: the choices; null otherwise. */
                                options: string[] | null;
                            }[];
                            /**
                             * @description The cancellation terms clients read.
                             * @example Free cancellation up to 48 hours before.
                             */
                            cancellation_policy: string | null;
                            /**
                             * @description The rescheduling terms clients read.
                             * @example One free reschedule.
                             */
                            reschedule_policy: string | null;
                            /**
                             * @description The contract template clients sign (`ct_`), managed outside this API.
                             * @example ct_Hs8Jd2Kf6Lg0Zm4Xn9Cb3Vq7Wp1Er5
                             */
                            contract_template_id: string | null;
                            /**
                             * @description The questionnaire template clients fill in (`qt_`), managed outside this API.
                             * @example qt_Yt5Ur9Ie3Ow7Pq1As6Dz0Fx4Gc8Hv2
                             */
                            questionnaire_template_id: string | null;
                            /** @description Taxes charged on the session; empty when none. */
                            taxes: {
                                /** @description The tax's name. */
                                name: string;
                                /** @description Percent. */
                                rate: number;
                            }[];
                            /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                            session_type_schedule: {
                                /**
                                 * @description The schedule's identifier.
                                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                                 */
                                id: string;
                                /**
                                 * @description The schedule's name.
                                 * @example Weekday portraits
                                 */
                                name: string;
                                /**
                                 * @description Always `custom`: the studio sets the hours.
                                 * @example custom
                                 */
                                schedule_type: string;
                                /**
                                 * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                                 * @example America/New_York
                                 */
                                display_timezone: string;
                                /** @description The weekly hours, by weekday then start time. */
                                session_type_schedule_intervals: {
                                    /**
                                     * @description The interval's identifier.
                                     * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                     */
                                    id: string;
                                    /**
                                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                     * @example 1
                                     */
                                    day_of_week: number;
                                    /**
                                     * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                     * @example 09:00
                                     */
                                    start_time: string;
                                    /**
                                     * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                     * @example 17:00
                                     */
                                    end_time: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the schedule was created (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                updated_at: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the session type was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session type last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. For example a rate above 100 or with more than two decimals.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    checkDayAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
                /**
                 * @description The day and the zone: `<year>-<month>-<day>-<time zone>`, e.g. `2026-8-7-Europe/London` or `2026-08-07-America/Argentina/Buenos_Aires`. Month and day may be zero-padded or not; the zone's slashes may be sent as they are or as `%2F`.
                 * @example 2026-8-7-Europe/London
                 */
                date_timezone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The bookable slots of one day. */
                        data: {
                            /**
                             * Format: date
                             * @description The day, zero-padded.
                             * @example 2026-12-24
                             */
                            date: string;
                            /**
                             * @description The zone asked for, whose calendar day and wall clock the answer uses.
                             * @example Europe/London
                             */
                            timezone: string;
                            /** @description Whether the day has at least one slot. */
                            available: boolean;
                            /** @description The slots starting on that day, in time order (on a day the clocks go back, a repeated wall time appears twice with different instants). */
                            slots: {
                                /**
                                 * @description The start on the requested zone's wall clock, `HH:MM`.
                                 * @example 09:00
                                 */
                                start_time: string;
                                /**
                                 * @description The end on the requested zone's wall clock, `HH:MM`.
                                 * @example 10:00
                                 */
                                end_time: string;
                                /**
                                 * Format: date-time
                                 * @description The start as an instant (RFC 3339, UTC): what a booking sends as `starts_at`.
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description The end as an instant (RFC 3339, UTC).
                                 * @example 2026-11-22T10:15:30.123456Z
                                 */
                                ends_at: string;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: the date or month is not a calendar one, or the time zone is unknown.
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    checkMonthAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session type's identifier: `set_` and 30 letters and digits.
                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                 */
                session_type_id: string;
                /**
                 * @description The month and the zone: `<year>-<month>-<time zone>`, e.g. `2026-8-Europe/London`; the month may be zero-padded.
                 * @example 2026-8-Europe/London
                 */
                month_timezone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many slots each day of a month has. */
                        data: {
                            /**
                             * @description The month, `YYYY-MM`.
                             * @example 2026-08
                             */
                            month: string;
                            /**
                             * @description The zone asked for, whose calendar days the answer counts in.
                             * @example Europe/London
                             */
                            timezone: string;
                            /** @description Every day of the month, in order. */
                            days: {
                                /**
                                 * Format: date
                                 * @description The day.
                                 * @example 2026-12-24
                                 */
                                date: string;
                                /** @description Whether the day has at least one slot. */
                                available: boolean;
                                /**
                                 * @description How many slots start on that day.
                                 * @example 7
                                 */
                                slot_count: number;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_type_id` is not a session type identifier (`set_` and 30 letters and digits).
             *     - `invalid_request`: the date or month is not a calendar one, or the time zone is unknown.
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session type with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The schedules on this page, newest first. */
                        data: {
                            /**
                             * @description The schedule's identifier.
                             * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                             */
                            id: string;
                            /**
                             * @description The schedule's name.
                             * @example Weekday portraits
                             */
                            name: string;
                            /**
                             * @description Always `custom`: the studio sets the hours.
                             * @example custom
                             */
                            schedule_type: string;
                            /**
                             * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                             * @example America/New_York
                             */
                            display_timezone: string;
                            /** @description The weekly hours, by weekday then start time. */
                            session_type_schedule_intervals: {
                                /**
                                 * @description The interval's identifier.
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id: string;
                                /**
                                 * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                 * @example 1
                                 */
                                day_of_week: number;
                                /**
                                 * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                 * @example 09:00
                                 */
                                start_time: string;
                                /**
                                 * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                 * @example 17:00
                                 */
                                end_time: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description When the schedule was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new schedule and its weekly hours. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekday portraits",
                 *       "display_timezone": "America/New_York",
                 *       "intervals": [
                 *         {
                 *           "day_of_week": 1,
                 *           "start_time": "09:00",
                 *           "end_time": "17:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The schedule's name, 1 to 200 characters.
                     * @example Weekday portraits
                     */
                    name: string;
                    /**
                     * @description The wall clock of the hours; the studio's time zone when left out. An IANA time zone name such as `America/New_York`.
                     * @example America/New_York
                     */
                    display_timezone?: string;
                    /** @description Weekly hours, up to 100; hours may overlap (a start is offered once). */
                    intervals?: {
                        /**
                         * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                         * @example 1
                         */
                        day_of_week: number;
                        /**
                         * @description When the hours begin, `HH:MM` on a 24-hour wall clock.
                         * @example 09:00
                         */
                        start_time: string;
                        /**
                         * @description When the hours end, `HH:MM` on a 24-hour wall clock, later than the start; `24:00` is the midnight that ends the day.
                         * @example 17:00
                         */
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The schedule was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                        data: {
                            /**
                             * @description The schedule's identifier.
                             * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                             */
                            id: string;
                            /**
                             * @description The schedule's name.
                             * @example Weekday portraits
                             */
                            name: string;
                            /**
                             * @description Always `custom`: the studio sets the hours.
                             * @example custom
                             */
                            schedule_type: string;
                            /**
                             * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                             * @example America/New_York
                             */
                            display_timezone: string;
                            /** @description The weekly hours, by weekday then start time. */
                            session_type_schedule_intervals: {
                                /**
                                 * @description The interval's identifier.
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id: string;
                                /**
                                 * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                 * @example 1
                                 */
                                day_of_week: number;
                                /**
                                 * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                 * @example 09:00
                                 */
                                start_time: string;
                                /**
                                 * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                 * @example 17:00
                                 */
                                end_time: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description When the schedule was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also an unknown time zone, or hours that end before they start.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                        data: {
                            /**
                             * @description The schedule's identifier.
                             * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                             */
                            id: string;
                            /**
                             * @description The schedule's name.
                             * @example Weekday portraits
                             */
                            name: string;
                            /**
                             * @description Always `custom`: the studio sets the hours.
                             * @example custom
                             */
                            schedule_type: string;
                            /**
                             * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                             * @example America/New_York
                             */
                            display_timezone: string;
                            /** @description The weekly hours, by weekday then start time. */
                            session_type_schedule_intervals: {
                                /**
                                 * @description The interval's identifier.
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id: string;
                                /**
                                 * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                 * @example 1
                                 */
                                day_of_week: number;
                                /**
                                 * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                 * @example 09:00
                                 */
                                start_time: string;
                                /**
                                 * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                 * @example 17:00
                                 */
                                end_time: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description When the schedule was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer hours"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The schedule's name, 1 to 200 characters.
                     * @example Weekday portraits
                     */
                    name?: string;
                    /**
                     * @description The new wall clock: the intervals keep their wall-clock times in it. An IANA time zone name such as `America/New_York`.
                     * @example America/New_York
                     */
                    display_timezone?: string;
                };
            };
        };
        responses: {
            /** @description The schedule after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A schedule: weekly bookable hours and date overrides, shared by the session types that use it. */
                        data: {
                            /**
                             * @description The schedule's identifier.
                             * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                             */
                            id: string;
                            /**
                             * @description The schedule's name.
                             * @example Weekday portraits
                             */
                            name: string;
                            /**
                             * @description Always `custom`: the studio sets the hours.
                             * @example custom
                             */
                            schedule_type: string;
                            /**
                             * @description The IANA time zone whose wall clock the intervals and overrides are read on.
                             * @example America/New_York
                             */
                            display_timezone: string;
                            /** @description The weekly hours, by weekday then start time. */
                            session_type_schedule_intervals: {
                                /**
                                 * @description The interval's identifier.
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id: string;
                                /**
                                 * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                                 * @example 1
                                 */
                                day_of_week: number;
                                /**
                                 * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                                 * @example 09:00
                                 */
                                start_time: string;
                                /**
                                 * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                                 * @example 17:00
                                 */
                                end_time: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description When the schedule was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the schedule or its hours last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also an unknown time zone. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    addScheduleInterval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        /** @description Weekly hours: a weekday and a time range on the schedule's wall clock. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "day_of_week": 1,
                 *       "start_time": "09:00",
                 *       "end_time": "17:00"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                     * @example 1
                     */
                    day_of_week: number;
                    /**
                     * @description When the hours begin, `HH:MM` on a 24-hour wall clock.
                     * @example 09:00
                     */
                    start_time: string;
                    /**
                     * @description When the hours end, `HH:MM` on a 24-hour wall clock, later than the start; `24:00` is the midnight that ends the day.
                     * @example 17:00
                     */
                    end_time: string;
                };
            };
        };
        responses: {
            /** @description The hours were added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Weekly bookable hours of a schedule, on its `display_timezone` wall clock. */
                        data: {
                            /**
                             * @description The interval's identifier.
                             * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                             */
                            id: string;
                            /**
                             * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                             * @example 1
                             */
                            day_of_week: number;
                            /**
                             * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                             * @example 09:00
                             */
                            start_time: string;
                            /**
                             * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                             * @example 17:00
                             */
                            end_time: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also hours that end before they start.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateScheduleInterval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
                /**
                 * @description The schedule interval's identifier: `sa_` and 30 letters and digits.
                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                 */
                interval_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. The start stays before the end. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "end_time": "18:00"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                     * @example 1
                     */
                    day_of_week?: number;
                    /**
                     * @description When the hours begin, `HH:MM` on a 24-hour wall clock.
                     * @example 09:00
                     */
                    start_time?: string;
                    /**
                     * @description When the hours end, `HH:MM` on a 24-hour wall clock, later than the start; `24:00` is the midnight that ends the day.
                     * @example 17:00
                     */
                    end_time?: string;
                };
            };
        };
        responses: {
            /** @description The interval after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Weekly bookable hours of a schedule, on its `display_timezone` wall clock. */
                        data: {
                            /**
                             * @description The interval's identifier.
                             * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                             */
                            id: string;
                            /**
                             * @description The weekday: 0 = Sunday, 1 = Monday … 6 = Saturday.
                             * @example 1
                             */
                            day_of_week: number;
                            /**
                             * @description When the hours begin, `HH:MM` on the schedule's wall clock.
                             * @example 09:00
                             */
                            start_time: string;
                            /**
                             * @description When the hours end, `HH:MM` on the schedule's wall clock (`24:00` = midnight).
                             * @example 17:00
                             */
                            end_time: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_id`: `interval_id` is not a schedule interval identifier (`sa_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `not_found`: the studio has no schedule with this identifier.
             *     - `not_found`: the schedule has no interval with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also hours that would end before they start. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteScheduleInterval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
                /**
                 * @description The schedule interval's identifier: `sa_` and 30 letters and digits.
                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                 */
                interval_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hours were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_id`: `interval_id` is not a schedule interval identifier (`sa_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `not_found`: the studio has no schedule with this identifier.
             *     - `not_found`: the schedule has no interval with this identifier.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listUpcomingOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upcoming overrides by date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Each date with its entries, by start time.
                         * @example {
                         *       "2026-12-24": [
                         *         {
                         *           "id": "sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2U",
                         *           "date": "2026-12-24",
                         *           "start_time": "09:00",
                         *           "end_time": "12:00"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            [key: string]: {
                                /**
                                 * @description The override interval's identifier (absent on a day off).
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id?: string;
                                /**
                                 * Format: date
                                 * @description The date on the schedule's wall clock.
                                 * @example 2026-12-24
                                 */
                                date: string;
                                /**
                                 * @description When that date's hours begin (absent on a day off).
                                 * @example 09:00
                                 */
                                start_time?: string;
                                /**
                                 * @description When that date's hours end (absent on a day off).
                                 * @example 17:00
                                 */
                                end_time?: string;
                                /** @description Present and true on a day off: the date has no hours at all. */
                                unavailable?: boolean;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    setDateOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        /** @description A date's own hours. Sending a date again replaces what it had. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date whose hours are replaced, on the schedule's wall clock.
                     * @example 2026-12-24
                     */
                    date: string;
                    /** @description The date's hours, replacing its weekly ones; an empty list makes it a day off. */
                    intervals: {
                        /**
                         * @description When the hours begin, `HH:MM` on a 24-hour wall clock.
                         * @example 09:00
                         */
                        start_time: string;
                        /**
                         * @description When the hours end, `HH:MM` on a 24-hour wall clock, later than the start; `24:00` is the midnight that ends the day.
                         * @example 17:00
                         */
                        end_time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The date's hours were set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A date's own hours after the change. */
                        data: {
                            /**
                             * Format: date
                             * @description The date.
                             * @example 2026-12-24
                             */
                            date: string;
                            /** @description True when the date is a day off. */
                            unavailable: boolean;
                            /** @description The date's entries, by start time (one `unavailable` entry for a day off). */
                            intervals: {
                                /**
                                 * @description The override interval's identifier (absent on a day off).
                                 * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                                 */
                                id?: string;
                                /**
                                 * Format: date
                                 * @description The date on the schedule's wall clock.
                                 * @example 2026-12-24
                                 */
                                date: string;
                                /**
                                 * @description When that date's hours begin (absent on a day off).
                                 * @example 09:00
                                 */
                                start_time?: string;
                                /**
                                 * @description When that date's hours end (absent on a day off).
                                 * @example 17:00
                                 */
                                end_time?: string;
                                /** @description Present and true on a day off: the date has no hours at all. */
                                unavailable?: boolean;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also hours that end before they start.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteDateOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
                /**
                 * @description The date whose own hours are removed, `YYYY-MM-DD`.
                 * @example 2026-12-24
                 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date's own hours were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: `date` is not a date (`YYYY-MM-DD`).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `not_found`: the studio has no schedule with this identifier.
             *     - `not_found`: the date has no hours of its own.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listAllOverrides: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The schedule's identifier: `sch_` and 30 letters and digits.
                 * @example sch_Kl2Zx6Cv0Bn4Mq8Wr3Et7Yu1Io5Pa9
                 */
                schedule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of overrides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The overrides on this page, by date then start time. */
                        data: {
                            /**
                             * @description The override interval's identifier (absent on a day off).
                             * @example sa_Dg5Fh9Jk3Lz7Xc1Vb6Nm0Qw4Er8Ty2
                             */
                            id?: string;
                            /**
                             * Format: date
                             * @description The date on the schedule's wall clock.
                             * @example 2026-12-24
                             */
                            date: string;
                            /**
                             * @description When that date's hours begin (absent on a day off).
                             * @example 09:00
                             */
                            start_time?: string;
                            /**
                             * @description When that date's hours end (absent on a day off).
                             * @example 17:00
                             */
                            end_time?: string;
                            /** @description Present and true on a day off: the date has no hours at all. */
                            unavailable?: boolean;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `schedule_id` is not a schedule identifier (`sch_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no schedule with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /**
                 * @description `inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.
                 * @example booked
                 */
                status?: "inquiry" | "booked" | "cancelled" | "completed";
                /**
                 * @description Only this client's sessions.
                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                 */
                client_id?: string;
                /**
                 * @description Only sessions starting on or after this date, in the studio's time zone.
                 * @example 2026-12-24
                 */
                from?: string;
                /**
                 * @description Only sessions starting on or before this date, in the studio's time zone.
                 * @example 2026-12-24
                 */
                to?: string;
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The sessions on this page, by start time. */
                        data: {
                            /**
                             * @description The session's identifier.
                             * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                             */
                            id: string;
                            /**
                             * @description The session type booked.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            session_type_id: string;
                            /**
                             * @description The client the session is for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description `inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.
                             * @example booked
                             * @enum {string}
                             */
                            status: "inquiry" | "booked" | "cancelled" | "completed";
                            /**
                             * Format: date-time
                             * @description When the session starts (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            starts_at: string;
                            /**
                             * Format: date-time
                             * @description When it ends: the start plus the session type's duration.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            ends_at: string;
                            /**
                             * @description Where it takes place, copied from the session type at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description The studio's notes.
                             * @example Bring the family dog.
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the session was booked (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, as it is now. */
                            client: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description First name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description Last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description Email address.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description The session type, as it is now. */
                            session_type: {
                                /**
                                 * @description The session type's identifier.
                                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                                 */
                                id: string;
                                /**
                                 * @description Its name.
                                 * @example Family portrait, 1 hour
                                 */
                                name: string;
                                /**
                                 * @description Its duration in minutes.
                                 * @example 60
                                 */
                                duration: number;
                            };
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `client_id` is not a client identifier (`cl_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A booking of an offered slot. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "session_type_id": "set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8",
                 *       "client_id": "cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7",
                 *       "starts_at": "2026-12-07T14:00:00.000000Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The session type to book.
                     * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                     */
                    session_type_id: string;
                    /**
                     * @description The client the session is for.
                     * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                     */
                    client_id: string;
                    /**
                     * Format: date-time
                     * @description When the session starts: one of the slots availability offers (its `starts_at`), any offset.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    starts_at: string;
                    /**
                     * @description `booked` (the default) or `inquiry`; both hold the slot.
                     * @default booked
                     * @enum {string}
                     */
                    status?: "inquiry" | "booked";
                    /**
                     * @description The studio's notes, up to 5,000 characters.
                     * @example Bring the family dog.
                     */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The session was booked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A booked session. */
                        data: {
                            /**
                             * @description The session's identifier.
                             * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                             */
                            id: string;
                            /**
                             * @description The session type booked.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            session_type_id: string;
                            /**
                             * @description The client the session is for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description `inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.
                             * @example booked
                             * @enum {string}
                             */
                            status: "inquiry" | "booked" | "cancelled" | "completed";
                            /**
                             * Format: date-time
                             * @description When the session starts (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            starts_at: string;
                            /**
                             * Format: date-time
                             * @description When it ends: the start plus the session type's duration.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            ends_at: string;
                            /**
                             * @description Where it takes place, copied from the session type at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description The studio's notes.
                             * @example Bring the family dog.
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the session was booked (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, as it is now. */
                            client: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description First name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description Last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description Email address.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description The session type, as it is now. */
                            session_type: {
                                /**
                                 * @description The session type's identifier.
                                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                                 */
                                id: string;
                                /**
                                 * @description Its name.
                                 * @example Family portrait, 1 hour
                                 */
                                name: string;
                                /**
                                 * @description Its duration in minutes.
                                 * @example 60
                                 */
                                duration: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `slot_unavailable`: the start is not an open slot of the session type (outside its hours or notice, or taken, buffers included).
             *     - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. Also a `session_type_id` or `client_id` the studio does not have.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    countSessionInquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The count. */
                        data: {
                            /**
                             * @description Sessions whose status is `inquiry`.
                             * @example 3
                             */
                            count: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session's identifier: `ses_` and 30 letters and digits.
                 * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                 */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A booked session. */
                        data: {
                            /**
                             * @description The session's identifier.
                             * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                             */
                            id: string;
                            /**
                             * @description The session type booked.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            session_type_id: string;
                            /**
                             * @description The client the session is for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description `inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.
                             * @example booked
                             * @enum {string}
                             */
                            status: "inquiry" | "booked" | "cancelled" | "completed";
                            /**
                             * Format: date-time
                             * @description When the session starts (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            starts_at: string;
                            /**
                             * Format: date-time
                             * @description When it ends: the start plus the session type's duration.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            ends_at: string;
                            /**
                             * @description Where it takes place, copied from the session type at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description The studio's notes.
                             * @example Bring the family dog.
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the session was booked (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, as it is now. */
                            client: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description First name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description Last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description Email address.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description The session type, as it is now. */
                            session_type: {
                                /**
                                 * @description The session type's identifier.
                                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                                 */
                                id: string;
                                /**
                                 * @description Its name.
                                 * @example Family portrait, 1 hour
                                 */
                                name: string;
                                /**
                                 * @description Its duration in minutes.
                                 * @example 60
                                 */
                                duration: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_id` is not a session identifier (`ses_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session's identifier: `ses_` and 30 letters and digits.
                 * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                 */
                session_id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; the others keep their values. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description A new start: it must be an offered slot, this session's own time aside.
                     * @example 2026-12-31T23:59:59.000000Z
                     */
                    starts_at?: string;
                    /**
                     * @description `booked`, `cancelled` (frees the slot) or `completed`.
                     * @enum {string}
                     */
                    status?: "booked" | "cancelled" | "completed";
                    /**
                     * @description The studio's notes, up to 5,000 characters.
                     * @example Bring the family dog.
                     */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The session after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A booked session. */
                        data: {
                            /**
                             * @description The session's identifier.
                             * @example ses_Vb4Nm8Qw2Er6Ty0Ui3Op7As1Df5Gh9
                             */
                            id: string;
                            /**
                             * @description The session type booked.
                             * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                             */
                            session_type_id: string;
                            /**
                             * @description The client the session is for.
                             * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                             */
                            client_id: string;
                            /**
                             * @description `inquiry` (asked for, not confirmed), `booked`, `cancelled` or `completed`. Inquiries and booked sessions hold their time; the others free it.
                             * @example booked
                             * @enum {string}
                             */
                            status: "inquiry" | "booked" | "cancelled" | "completed";
                            /**
                             * Format: date-time
                             * @description When the session starts (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            starts_at: string;
                            /**
                             * Format: date-time
                             * @description When it ends: the start plus the session type's duration.
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            ends_at: string;
                            /**
                             * @description Where it takes place, copied from the session type at booking.
                             * @example Studio, 12 Harbour St
                             */
                            location: string | null;
                            /**
                             * @description The studio's notes.
                             * @example Bring the family dog.
                             */
                            notes: string | null;
                            /**
                             * Format: date-time
                             * @description When the session was booked (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session last changed (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            updated_at: string;
                            /** @description The client, as it is now. */
                            client: {
                                /**
                                 * @description The client's identifier.
                                 * @example cl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7
                                 */
                                id: string;
                                /**
                                 * @description First name.
                                 * @example Ada
                                 */
                                first_name: string | null;
                                /**
                                 * @description Last name.
                                 * @example Lovelace
                                 */
                                last_name: string | null;
                                /**
                                 * @description Email address.
                                 * @example ada@example.com
                                 */
                                email: string | null;
                            };
                            /** @description The session type, as it is now. */
                            session_type: {
                                /**
                                 * @description The session type's identifier.
                                 * @example set_Qw3Er7Ty1Ui5Op9As2Df6Gh0Jk4Lz8
                                 */
                                id: string;
                                /**
                                 * @description Its name.
                                 * @example Family portrait, 1 hour
                                 */
                                name: string;
                                /**
                                 * @description Its duration in minutes.
                                 * @example 60
                                 */
                                duration: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `session_id` is not a session identifier (`ses_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no session with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `slot_unavailable`: the start is not an open slot of the session type (outside its hours or notice, or taken, buffers included). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    listCalendarFeeds: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end is empty. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calendar feeds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The feeds on this page, newest first. */
                        data: {
                            /**
                             * @description The feed's identifier.
                             * @example cf_Nj3Mk7Ql1Wz5Ex9Rc2Tv6Yb0Un4Im8
                             */
                            id: string;
                            /**
                             * @description A name to tell feeds apart.
                             * @example My phone
                             */
                            name: string | null;
                            /**
                             * @description The secret address calendar apps subscribe to; shown only in the answer that created the feed, null afterwards.
                             * @example https://studio.example.com/calendar/3kTq…ics
                             */
                            url: string | null;
                            /**
                             * Format: date-time
                             * @description When the feed was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        }[];
                        /** @description Links to other pages of the same list. */
                        links: {
                            /** @description Absolute URL of the first page, with the other query parameters kept. */
                            first: string;
                            /** @description Absolute URL of the last page. */
                            last: string;
                            /** @description Absolute URL of the previous page; null on the first page. */
                            prev: string | null;
                            /** @description Absolute URL of the next page; null on the last page. */
                            next: string | null;
                        };
                        /** @description Where this page stands in the list. */
                        meta: {
                            /**
                             * @description The page answered.
                             * @example 1
                             */
                            current_page: number;
                            /**
                             * @description Position in the whole list of the first item on this page (from 1); null when the page is empty.
                             * @example 1
                             */
                            from: number | null;
                            /**
                             * @description The last page that has items (1 for an empty list).
                             * @example 4
                             */
                            last_page: number;
                            /**
                             * @description Items per page.
                             * @example 25
                             */
                            per_page: number;
                            /**
                             * @description Position of the last item on this page; null when the page is empty.
                             * @example 25
                             */
                            to: number | null;
                            /**
                             * @description Items in the whole list, all pages together.
                             * @example 87
                             */
                            total: number;
                        };
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new calendar feed. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "My phone"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A name to tell feeds apart, up to 200 characters.
                     * @example My phone
                     */
                    name?: string | null;
                };
            };
        };
        responses: {
            /** @description The feed was created; keep its `url` now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A secret calendar address of the studio's sessions. */
                        data: {
                            /**
                             * @description The feed's identifier.
                             * @example cf_Nj3Mk7Ql1Wz5Ex9Rc2Tv6Yb0Un4Im8
                             */
                            id: string;
                            /**
                             * @description A name to tell feeds apart.
                             * @example My phone
                             */
                            name: string | null;
                            /**
                             * @description The secret address calendar apps subscribe to; shown only in the answer that created the feed, null afterwards.
                             * @example https://studio.example.com/calendar/3kTq…ics
                             */
                            url: string | null;
                            /**
                             * Format: date-time
                             * @description When the feed was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `validation_error`: the body breaks a rule; `details` maps each field at fault to its messages.
             *     - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    rotateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The calendar feed's identifier: `cf_` and 30 letters and digits.
                 * @example cf_Nj3Mk7Ql1Wz5Ex9Rc2Tv6Yb0Un4Im8
                 */
                feed_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed with its new `url`; keep it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A secret calendar address of the studio's sessions. */
                        data: {
                            /**
                             * @description The feed's identifier.
                             * @example cf_Nj3Mk7Ql1Wz5Ex9Rc2Tv6Yb0Un4Im8
                             */
                            id: string;
                            /**
                             * @description A name to tell feeds apart.
                             * @example My phone
                             */
                            name: string | null;
                            /**
                             * @description The secret address calendar apps subscribe to; shown only in the answer that created the feed, null afterwards.
                             * @example https://studio.example.com/calendar/3kTq…ics
                             */
                            url: string | null;
                            /**
                             * Format: date-time
                             * @description When the feed was created (RFC 3339, UTC, microseconds).
                             * @example 2026-11-22T10:15:30.123456Z
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /**
             * @description - `invalid_id`: `feed_id` is not a calendar feed identifier (`cf_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             *     - `invalid_idempotency_key`: the `Idempotency-Key` header is empty or longer than 255 characters.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no calendar feed with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_conflict`: a request with the same `Idempotency-Key` is still being processed; retry shortly. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `idempotency_key_reused`: the `Idempotency-Key` was used in the last 24 hours with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The calendar feed's identifier: `cf_` and 30 letters and digits.
                 * @example cf_Nj3Mk7Ql1Wz5Ex9Rc2Tv6Yb0Un4Im8
                 */
                feed_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What was done, as a sentence.
                         * @example Coupon deleted.
                         */
                        message: string;
                    };
                };
            };
            /**
             * @description - `invalid_id`: `feed_id` is not a calendar feed identifier (`cf_` and 30 letters and digits).
             *     - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded.
             *     - `invalid_json`: the body is not valid JSON, or nests more than 64 levels deep.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unauthenticated`: no credential was sent, or it is invalid, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /**
             * @description - `forbidden`: the credential is a client portal token; only studio staff may call this operation.
             *     - `csrf_token_invalid`: the request is authenticated by the session cookie but its `X-CSRF-Token` header is missing or wrong.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `not_found`: the studio has no calendar feed with this identifier. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `payload_too_large`: the body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `unsupported_media_type`: a body was sent with a Content-Type other than `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always `ok`.
                         * @example ok
                         */
                        status: string;
                    };
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers: the instance can take traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always `ready`.
                         * @example ready
                         */
                        status: string;
                    };
                };
            };
            /** @description The database did not answer within a second: take the instance out of rotation. `Retry-After` says when to ask again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always `unavailable`.
                         * @example unavailable
                         */
                        status: string;
                        /**
                         * @description Why, as a sentence.
                         * @example database not reachable
                         */
                        reason: string;
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description - `invalid_request`: a query parameter is unknown or has an invalid value (`details` names it), or the URL cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `rate_limited`: too many requests in this minute; retry after the number of seconds in the `Retry-After` header. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description - `service_unavailable`: the database cannot be reached right now; retry after the number of seconds in the `Retry-After` header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
        };
    };
    getCalendarFeedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The feed's secret and `.ics`, as in the `url` its creation answered.
                 * @example 3kTqZ8mW1xR5vN9pL2cB6dH0wY4sJ7fG3aQ8eK1uT5o.ics
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (RFC 5545), named after the studio. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No feed has this address (never made, or deleted); the answer does not say which. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}
