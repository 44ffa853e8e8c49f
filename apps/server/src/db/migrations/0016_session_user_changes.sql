-- Each instance keeps signed-in sessions a few seconds in memory (src/auth/session-cache.ts).
-- These triggers announce, on commit, every change that must reach it at once, whoever makes
-- it: a session deleted, what the session user shows (profile, role, active, proven address,
-- driver record), or `*` when a business is renamed (a driver's session shows its name).
CREATE OR REPLACE FUNCTION livra_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'businesses' THEN
    PERFORM pg_notify('livra_session_user', '*');
  ELSIF TG_TABLE_NAME IN ('sessions', 'drivers') THEN
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('livra_session_user', OLD.user_id::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
      PERFORM pg_notify('livra_session_user', NEW.user_id::text);
    END IF;
  ELSE
    PERFORM pg_notify('livra_session_user', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache AFTER UPDATE OF user_id, token, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION livra_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER user_profiles_session_cache
  AFTER UPDATE OF name, email, phone_number, address, profile_image, role_id, is_active, must_change_password, locale
  OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION livra_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_cache AFTER UPDATE OF email_verified OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION livra_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER drivers_session_cache
  AFTER INSERT OR UPDATE OF user_id, business_id, vehicle_type, vehicle_plate OR DELETE ON drivers
  FOR EACH ROW EXECUTE FUNCTION livra_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER businesses_session_cache AFTER UPDATE OF name ON businesses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION livra_session_user_changed();
