-- Issue 27: a notification mail's extra header lines (List-Unsubscribe), kept with its body until sent.
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb;