-- Teams created before roles existed get the built-in roles (same names and defaults as
-- apps/api/src/modules/team/roles-repo.ts BUILTIN); their members get the matching role.
INSERT INTO "team_roles" ("id", "team_id", "name", "kind", "permissions", "created_at")
SELECT gen_random_uuid()::text, t."id", b."name", b."kind", b."permissions"::jsonb, t."created_at" + b."ord" * interval '1 millisecond'
FROM "teams" t
CROSS JOIN (VALUES
  (0, '创建者', 'owner', '["mWorkManage","mMaterialCenter","mAiEvaluate","mTeamManage","mTemplateLib"]'),
  (1, '管理员', 'admin', '["mWorkManage","mMaterialCenter","mAiEvaluate","mTeamManage","mTemplateLib"]'),
  (2, '成员', 'member', '["mWorkManage","mMaterialCenter","mAiEvaluate","mTemplateLib"]')
) AS b("ord", "name", "kind", "permissions")
WHERE NOT EXISTS (SELECT 1 FROM "team_roles" r WHERE r."team_id" = t."id");
--> statement-breakpoint
UPDATE "team_members" m
SET "role_id" = r."id",
    "role" = r."kind",
    "permissions" = CASE WHEN r."kind" = 'owner' THEN r."permissions" ELSE m."permissions" END
FROM "team_roles" r
WHERE m."role_id" IS NULL
  AND r."team_id" = m."team_id"
  AND r."kind" = CASE WHEN m."role" = 'owner' THEN 'owner' ELSE 'member' END;
