-- Usernames are unique without regard to case (docs/design.md#data-model): sign-in finds an account by
-- lower(username), so "racer" and "RACER" must never be two accounts. Until now only the sign-up check
-- compared without case, and sign-ups sent at the same moment could all pass it.
--
-- Accounts that already differ from an older one only by case could never be signed in to (every
-- spelling reached the oldest). Rather than fail the deploy, each of them is renamed to the first free
-- "<name>-2", "<name>-3", … (cut to fit 50 characters), the oldest account keeps its name, and every
-- rename is written to the audit log so an admin can tell the person their new username.
DO $$
DECLARE
  dup RECORD;
  candidate TEXT;
  n INT;
BEGIN
  FOR dup IN
    SELECT id, username FROM (
      SELECT id, username,
        row_number() OVER (PARTITION BY lower(username) ORDER BY "createdAt", id) AS rank
      FROM "User"
    ) ranked
    WHERE rank > 1
    ORDER BY lower(username), rank
  LOOP
    n := 2;
    LOOP
      candidate := left(dup.username, 50 - length('-' || n)) || '-' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "User" WHERE lower(username) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "User" SET username = candidate, "updatedAt" = now() WHERE id = dup.id;
    INSERT INTO "AuditEntry" (id, "actorId", "actorUsername", action, "targetType", "targetId", "targetLabel", before, after)
    VALUES (gen_random_uuid()::text, NULL, 'migration', 'user.rename', 'user', dup.id, candidate,
      jsonb_build_object('username', dup.username), jsonb_build_object('username', candidate));
  END LOOP;
END $$;

-- CreateIndex
CREATE UNIQUE INDEX "User_username_lower_key" ON "User" (lower("username"));
