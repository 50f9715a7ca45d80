import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_services_service_id" AS ENUM('weddings', 'maternity', 'corporate', 'family', 'sports', 'video');
  CREATE TYPE "public"."enum_services_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_classes_format_options" AS ENUM('online', 'in-person');
  CREATE TYPE "public"."enum_class_sessions_startsat_tz" AS ENUM('America/Toronto');
  CREATE TYPE "public"."enum_class_sessions_format" AS ENUM('online', 'in-person');
  CREATE TYPE "public"."enum_consultation_types_modes" AS ENUM('phone', 'video', 'studio');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_faq_entries_category" AS ENUM('booking', 'pricing', 'process', 'logistics', 'services');
  CREATE TYPE "public"."enum_bookings_format" AS ENUM('online', 'in-person');
  CREATE TYPE "public"."enum_bookings_preferred_time" AS ENUM('morning', 'afternoon', 'evening', 'weekend');
  CREATE TYPE "public"."enum_bookings_experience" AS ENUM('complete-beginner', 'some-experience', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed', 'waitlisted', 'lapsed');
  CREATE TYPE "public"."enum_bookings_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_inquiries_service_type" AS ENUM('wedding', 'maternity', 'family', 'corporate', 'sports', 'video', 'classes', 'other');
  CREATE TYPE "public"."enum_inquiries_referral_source" AS ENUM('google', 'social', 'weddingPlanner', 'referral', 'previousClient', 'photography', 'business', 'weddingFair', 'realEstate', 'corporate', 'travel', 'international', 'destination', 'other');
  CREATE TYPE "public"."enum_inquiries_coverage_needed" AS ENUM('ceremony-only', 'half-day', 'full-day', 'engagement-wedding');
  CREATE TYPE "public"."enum_inquiries_need_videographer" AS ENUM('yes', 'no', 'not-sure');
  CREATE TYPE "public"."enum_inquiries_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_inquiries_stage" AS ENUM('new', 'replied', 'consultation-booked', 'proposal-sent', 'booked', 'lost', 'archived');
  CREATE TYPE "public"."enum_inquiries_lost_reason" AS ENUM('budget', 'date-unavailable', 'chose-another', 'no-response', 'not-a-fit', 'other');
  CREATE TYPE "public"."enum_inquiry_events_kind" AS ENUM('stage', 'note', 'reply', 'reminder');
  CREATE TYPE "public"."enum_inquiry_events_from_stage" AS ENUM('new', 'replied', 'consultation-booked', 'proposal-sent', 'booked', 'lost', 'archived');
  CREATE TYPE "public"."enum_inquiry_events_to_stage" AS ENUM('new', 'replied', 'consultation-booked', 'proposal-sent', 'booked', 'lost', 'archived');
  CREATE TYPE "public"."enum_inquiry_events_lost_reason" AS ENUM('budget', 'date-unavailable', 'chose-another', 'no-response', 'not-a-fit', 'other');
  CREATE TYPE "public"."enum_inquiry_events_actor" AS ENUM('dashboard', 'cms', 'site');
  CREATE TYPE "public"."enum_consultation_bookings_service_type" AS ENUM('wedding', 'maternity', 'family', 'corporate', 'sports', 'video', 'classes', 'other');
  CREATE TYPE "public"."enum_consultation_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'declined');
  CREATE TYPE "public"."enum_consultation_bookings_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_subscribers_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_pool_entries_supporting_team" AS ENUM('Impact Montréal', 'CF Montréal', 'Québec City FC', 'Laval', 'Trois-Rivières', 'Sherbrooke', 'Gatineau', 'Saguenay', 'Autre équipe du Québec');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('inquiry-studio', 'inquiry-confirmation', 'inquiry-reply', 'inquiry-reminder', 'booking-studio', 'booking-confirmation', 'booking-status', 'booking-offer', 'booking-reminder', 'consultation-studio', 'consultation-confirmation', 'consultation-reminder', 'newsletter-welcome', 'newsletter-confirm', 'test-email', 'other');
  CREATE TYPE "public"."enum_outbox_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_security_events_reason" AS ENUM('sql_injection', 'xss', 'path_traversal', 'suspicious_activity');
  CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('FCP', 'LCP', 'FID', 'INP', 'CLS', 'TTFB', 'TBT');
  CREATE TYPE "public"."enum_web_vitals_rating" AS ENUM('good', 'needs-improvement', 'poor');
  CREATE TYPE "public"."enum_web_vitals_device" AS ENUM('mobile', 'desktop');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('307', '308');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_socials_network" AS ENUM('instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'linkedin');
  CREATE TYPE "public"."enum_site_settings_scheduling_mode" AS ENUM('site', 'external');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_about_page_highlights_icon" AS ENUM('camera', 'heart', 'globe', 'award', 'users', 'sparkles');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_highlights_icon" AS ENUM('camera', 'heart', 'globe', 'award', 'users', 'sparkles');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_portfolio_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_pricing_page_other_services_service" AS ENUM('maternity', 'family', 'corporate', 'boudoir');
  CREATE TYPE "public"."enum_pricing_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_page_v_version_other_services_service" AS ENUM('maternity', 'family', 'corporate', 'boudoir');
  CREATE TYPE "public"."enum__pricing_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_vip_page_features_key" AS ENUM('team', 'coverage', 'premiere', 'deliverables');
  CREATE TYPE "public"."enum_vip_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vip_page_v_version_features_key" AS ENUM('team', 'coverage', 'premiere', 'deliverables');
  CREATE TYPE "public"."enum__vip_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vip_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_classes_page_learn_icon" AS ENUM('camera', 'sun', 'users', 'aperture', 'image', 'briefcase');
  CREATE TYPE "public"."enum_classes_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__classes_page_v_version_learn_icon" AS ENUM('camera', 'sun', 'users', 'aperture', 'image', 'briefcase');
  CREATE TYPE "public"."enum__classes_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__classes_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_reviews_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_faq_page_categories_category" AS ENUM('booking', 'pricing', 'process', 'logistics', 'services');
  CREATE TYPE "public"."enum_faq_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_page_v_version_categories_category" AS ENUM('booking', 'pricing', 'process', 'logistics', 'services');
  CREATE TYPE "public"."enum__faq_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_policies_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_privacy_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_blog_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_consultation_availability_weekly_weekday" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_consultation_availability_overrides_kind" AS ENUM('extra', 'off');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_en" varchar,
  	"alt_fr" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "services_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" "enum_services_service_id" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"link_type" "enum_services_link_type" DEFAULT 'internal' NOT NULL,
  	"external_url" varchar,
  	"price_from" numeric,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"description" varchar,
  	"long_description" varchar,
  	"approach" varchar,
  	"pricing" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "classes_format_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_classes_format_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "classes_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "classes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"class_id" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"is_published" boolean DEFAULT true,
  	"price" numeric NOT NULL,
  	"cancellation_cutoff_hours" numeric DEFAULT 48,
  	"offer_hold_hours" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "classes_locales" (
  	"title" varchar NOT NULL,
  	"level" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"description" varchar,
  	"formats" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "class_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"class_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "enum_class_sessions_startsat_tz" DEFAULT 'America/Toronto' NOT NULL,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"format" "enum_class_sessions_format" DEFAULT 'in-person' NOT NULL,
  	"location" varchar NOT NULL,
  	"capacity" numeric DEFAULT 8 NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "class_sessions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consultation_types_modes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consultation_types_modes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consultation_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type_id" varchar NOT NULL,
  	"duration_minutes" numeric DEFAULT 30 NOT NULL,
  	"video_link" varchar,
  	"approval_required" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consultation_types_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rating" numeric DEFAULT 5 NOT NULL,
  	"image_id" integer,
  	"is_published" boolean DEFAULT false,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_locales" (
  	"service" varchar,
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"cover_image_id" integer,
  	"cover_image_url" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_cover_image_id" integer,
  	"version_cover_image_url" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_faq_entries_category" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_entries_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"class_type" varchar NOT NULL,
  	"format" "enum_bookings_format" NOT NULL,
  	"session_id" integer,
  	"preferred_date" varchar,
  	"preferred_time" "enum_bookings_preferred_time",
  	"experience" "enum_bookings_experience" NOT NULL,
  	"goals" varchar,
  	"equipment" varchar,
  	"total_cost" numeric NOT NULL,
  	"notes" varchar,
  	"status" "enum_bookings_status" DEFAULT 'pending' NOT NULL,
  	"offer_expires_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"locale" "enum_bookings_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"service_type" "enum_inquiries_service_type",
  	"message" varchar NOT NULL,
  	"event_date" varchar,
  	"referral_source" "enum_inquiries_referral_source",
  	"venue" varchar,
  	"coverage_needed" "enum_inquiries_coverage_needed",
  	"need_videographer" "enum_inquiries_need_videographer",
  	"how_you_met" varchar,
  	"wedding_vibe" varchar,
  	"why_choose_us" varchar,
  	"important_moments" varchar,
  	"special_traditions" varchar,
  	"movie_genre" varchar,
  	"locale" "enum_inquiries_locale" DEFAULT 'en' NOT NULL,
  	"stage" "enum_inquiries_stage" DEFAULT 'new' NOT NULL,
  	"lost_reason" "enum_inquiries_lost_reason",
  	"lost_note" varchar,
  	"stage_changed_at" timestamp(3) with time zone,
  	"stage_changed_by" varchar,
  	"first_replied_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"kind" "enum_inquiry_events_kind" DEFAULT 'note' NOT NULL,
  	"from_stage" "enum_inquiry_events_from_stage",
  	"to_stage" "enum_inquiry_events_to_stage",
  	"lost_reason" "enum_inquiry_events_lost_reason",
  	"subject" varchar,
  	"text" varchar,
  	"email_id" integer,
  	"actor" "enum_inquiry_events_actor" DEFAULT 'cms' NOT NULL,
  	"actor_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reply_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reply_templates_locales" (
  	"name" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consultation_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"type" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"blocked_from" timestamp(3) with time zone NOT NULL,
  	"blocked_until" timestamp(3) with time zone NOT NULL,
  	"service_type" "enum_consultation_bookings_service_type",
  	"notes" varchar,
  	"time_zone" varchar,
  	"owner_note" varchar,
  	"status" "enum_consultation_bookings_status" DEFAULT 'pending' NOT NULL,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"reminded_at" timestamp(3) with time zone,
  	"locale" "enum_consultation_bookings_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"is_active" boolean DEFAULT false,
  	"subscribed_at" timestamp(3) with time zone NOT NULL,
  	"source" varchar,
  	"locale" "enum_subscribers_locale" DEFAULT 'en' NOT NULL,
  	"consent_text" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pool_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"user_id" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"supporting_team" "enum_pool_entries_supporting_team" NOT NULL,
  	"selected_game" varchar NOT NULL,
  	"registered_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "idempotency_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"route" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"response_status" numeric NOT NULL,
  	"response_body" jsonb,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"headers" jsonb,
  	"ical_event" jsonb,
  	"kind" "enum_outbox_kind" DEFAULT 'other' NOT NULL,
  	"locale" "enum_outbox_locale" DEFAULT 'en' NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"locked_until" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admin_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar,
  	"two_factor_token_hash" varchar,
  	"is_verified" boolean DEFAULT false NOT NULL,
  	"failed_codes" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "security_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reason" "enum_security_events_reason" NOT NULL,
  	"ip" varchar NOT NULL,
  	"method" varchar NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"detail" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocked_ips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ip" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"blocked_until" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"value" numeric NOT NULL,
  	"rating" "enum_web_vitals_rating" NOT NULL,
  	"delta" numeric,
  	"metric_id" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"navigation_type" varchar,
  	"device" "enum_web_vitals_device",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"services_id" integer,
  	"classes_id" integer,
  	"class_sessions_id" integer,
  	"consultation_types_id" integer,
  	"reviews_id" integer,
  	"posts_id" integer,
  	"faq_entries_id" integer,
  	"bookings_id" integer,
  	"inquiries_id" integer,
  	"inquiry_events_id" integer,
  	"reply_templates_id" integer,
  	"consultation_bookings_id" integer,
  	"subscribers_id" integer,
  	"pool_entries_id" integer,
  	"idempotency_keys_id" integer,
  	"outbox_id" integer,
  	"admin_sessions_id" integer,
  	"security_events_id" integer,
  	"blocked_ips_id" integer,
  	"web_vitals_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_socials_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"studio_name" varchar DEFAULT 'Studio' NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"mailing_address" varchar,
  	"scheduling_mode" "enum_site_settings_scheduling_mode" DEFAULT 'site' NOT NULL,
  	"consultation_url" varchar,
  	"availability_url" varchar,
  	"gallery_url" varchar,
  	"family_url" varchar,
  	"boudoir_url" varchar,
  	"analytics_id" varchar,
  	"privacy_officer_name" varchar,
  	"privacy_officer_email" varchar,
  	"privacy_officer_phone" varchar,
  	"stats_clients" varchar DEFAULT '500+',
  	"stats_events" varchar DEFAULT '1000+',
  	"stats_weddings" varchar DEFAULT '200+',
  	"stats_corporate_clients" varchar DEFAULT '50+',
  	"stats_years_home" varchar DEFAULT '6+',
  	"stats_years_about" varchar DEFAULT '10+',
  	"stats_rating" numeric DEFAULT 4.9,
  	"stats_rating_reviews_strip" varchar DEFAULT '5/5',
  	"stats_review_count" numeric DEFAULT 127,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"hours" varchar,
  	"location" varchar,
  	"serving_area" varchar,
  	"tagline" varchar,
  	"privacy_officer_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_classes_promo_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"about_image_id" integer,
  	"featured_work_image_id" integer,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_primary_label" varchar,
  	"hero_secondary_label" varchar,
  	"about_eyebrow" varchar,
  	"about_title" varchar,
  	"about_body" varchar,
  	"about_link_label" varchar,
  	"services_eyebrow" varchar,
  	"services_title" varchar,
  	"services_body" varchar,
  	"video_eyebrow" varchar,
  	"video_title" varchar,
  	"video_body" varchar,
  	"video_link_label" varchar,
  	"classes_promo_eyebrow" varchar,
  	"classes_promo_title" varchar,
  	"classes_promo_body" varchar,
  	"classes_promo_link_label" varchar,
  	"featured_work_eyebrow" varchar,
  	"featured_work_title" varchar,
  	"featured_work_body" varchar,
  	"featured_work_gallery_label" varchar,
  	"featured_work_portfolio_label" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_classes_promo_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version_about_image_id" integer,
  	"version_featured_work_image_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_about_eyebrow" varchar,
  	"version_about_title" varchar,
  	"version_about_body" varchar,
  	"version_about_link_label" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_title" varchar,
  	"version_services_body" varchar,
  	"version_video_eyebrow" varchar,
  	"version_video_title" varchar,
  	"version_video_body" varchar,
  	"version_video_link_label" varchar,
  	"version_classes_promo_eyebrow" varchar,
  	"version_classes_promo_title" varchar,
  	"version_classes_promo_body" varchar,
  	"version_classes_promo_link_label" varchar,
  	"version_featured_work_eyebrow" varchar,
  	"version_featured_work_title" varchar,
  	"version_featured_work_body" varchar,
  	"version_featured_work_gallery_label" varchar,
  	"version_featured_work_portfolio_label" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_about_page_highlights_icon"
  );
  
  CREATE TABLE "about_page_highlights_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_values_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"bio_image_id" integer,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"story_eyebrow" varchar,
  	"story_title" varchar,
  	"story_body" varchar,
  	"story_body2" varchar,
  	"bio_eyebrow" varchar,
  	"bio_title" varchar,
  	"bio_body" varchar,
  	"bio_body2" varchar,
  	"philosophy_eyebrow" varchar,
  	"philosophy_title" varchar,
  	"philosophy_body" varchar,
  	"philosophy_quote" varchar,
  	"stats_intro_eyebrow" varchar,
  	"stats_intro_title" varchar,
  	"stats_intro_body" varchar,
  	"values_intro_eyebrow" varchar,
  	"values_intro_title" varchar,
  	"values_intro_body" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__about_page_v_version_highlights_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_highlights_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_values_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version_bio_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_story_eyebrow" varchar,
  	"version_story_title" varchar,
  	"version_story_body" varchar,
  	"version_story_body2" varchar,
  	"version_bio_eyebrow" varchar,
  	"version_bio_title" varchar,
  	"version_bio_body" varchar,
  	"version_bio_body2" varchar,
  	"version_philosophy_eyebrow" varchar,
  	"version_philosophy_title" varchar,
  	"version_philosophy_body" varchar,
  	"version_philosophy_quote" varchar,
  	"version_stats_intro_eyebrow" varchar,
  	"version_stats_intro_title" varchar,
  	"version_stats_intro_body" varchar,
  	"version_values_intro_eyebrow" varchar,
  	"version_values_intro_title" varchar,
  	"version_values_intro_body" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "portfolio_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_portfolio_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "portfolio_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"gallery_eyebrow" varchar,
  	"gallery_title" varchar,
  	"gallery_body" varchar,
  	"gallery_frame_title" varchar,
  	"services_eyebrow" varchar,
  	"services_title" varchar,
  	"services_body" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_portfolio_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__portfolio_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__portfolio_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_portfolio_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_gallery_eyebrow" varchar,
  	"version_gallery_title" varchar,
  	"version_gallery_body" varchar,
  	"version_gallery_frame_title" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_title" varchar,
  	"version_services_body" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pricing_page_wedding_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_page_wedding_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"popular" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_page_wedding_packages_locales" (
  	"name" varchar,
  	"duration" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_page_other_services_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_page_other_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service" "enum_pricing_page_other_services_service",
  	"price" numeric
  );
  
  CREATE TABLE "pricing_page_other_services_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_page_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric
  );
  
  CREATE TABLE "pricing_page_extras_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_page_payment_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pricing_page_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_pricing_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "pricing_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"weddings_intro_eyebrow" varchar,
  	"weddings_intro_title" varchar,
  	"weddings_intro_body" varchar,
  	"services_intro_eyebrow" varchar,
  	"services_intro_title" varchar,
  	"services_intro_body" varchar,
  	"payments_intro_eyebrow" varchar,
  	"payments_intro_title" varchar,
  	"payments_intro_body" varchar,
  	"faq_intro_eyebrow" varchar,
  	"faq_intro_title" varchar,
  	"faq_intro_body" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"vip_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_page_v_version_wedding_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_wedding_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"popular" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_wedding_packages_locales" (
  	"name" varchar,
  	"duration" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_page_v_version_other_services_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_other_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service" "enum__pricing_page_v_version_other_services_service",
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_other_services_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_page_v_version_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_extras_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_page_v_version_payment_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__pricing_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pricing_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pricing_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_weddings_intro_eyebrow" varchar,
  	"version_weddings_intro_title" varchar,
  	"version_weddings_intro_body" varchar,
  	"version_services_intro_eyebrow" varchar,
  	"version_services_intro_title" varchar,
  	"version_services_intro_body" varchar,
  	"version_payments_intro_eyebrow" varchar,
  	"version_payments_intro_title" varchar,
  	"version_payments_intro_body" varchar,
  	"version_faq_intro_eyebrow" varchar,
  	"version_faq_intro_title" varchar,
  	"version_faq_intro_body" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_vip_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vip_page_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "vip_page_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_vip_page_features_key"
  );
  
  CREATE TABLE "vip_page_features_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "vip_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"price_amount" numeric,
  	"_status" "enum_vip_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "vip_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"price_label" varchar,
  	"price_display" varchar,
  	"price_note" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vip_page_v_version_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vip_page_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__vip_page_v_version_features_key",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vip_page_v_version_features_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vip_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_price_amount" numeric,
  	"version__status" "enum__vip_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vip_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_vip_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_price_label" varchar,
  	"version_price_display" varchar,
  	"version_price_note" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "classes_page_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "classes_page_learn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_classes_page_learn_icon"
  );
  
  CREATE TABLE "classes_page_learn_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "classes_page_formats_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "classes_page_formats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "classes_page_formats_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "classes_page_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "classes_page_stories_locales" (
  	"course" varchar,
  	"achievement" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "classes_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"max_class_size" numeric DEFAULT 8,
  	"_status" "enum_classes_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "classes_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"tab_labels_classes" varchar,
  	"tab_labels_success" varchar,
  	"tab_labels_booking" varchar,
  	"path_eyebrow" varchar,
  	"path_title" varchar,
  	"path_body" varchar,
  	"learn_intro_eyebrow" varchar,
  	"learn_intro_title" varchar,
  	"learn_intro_body" varchar,
  	"formats_intro_eyebrow" varchar,
  	"formats_intro_title" varchar,
  	"formats_intro_body" varchar,
  	"success_intro_eyebrow" varchar,
  	"success_intro_title" varchar,
  	"success_intro_body" varchar,
  	"success_intro_book_label" varchar,
  	"booking_eyebrow" varchar,
  	"booking_title" varchar,
  	"booking_body" varchar,
  	"journey_title" varchar,
  	"journey_body" varchar,
  	"journey_primary_label" varchar,
  	"journey_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_classes_page_v_version_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_classes_page_v_version_learn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__classes_page_v_version_learn_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_classes_page_v_version_learn_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_classes_page_v_version_formats_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_classes_page_v_version_formats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_classes_page_v_version_formats_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_classes_page_v_version_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_classes_page_v_version_stories_locales" (
  	"course" varchar,
  	"achievement" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_classes_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version_max_class_size" numeric DEFAULT 8,
  	"version__status" "enum__classes_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__classes_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_classes_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_tab_labels_classes" varchar,
  	"version_tab_labels_success" varchar,
  	"version_tab_labels_booking" varchar,
  	"version_path_eyebrow" varchar,
  	"version_path_title" varchar,
  	"version_path_body" varchar,
  	"version_learn_intro_eyebrow" varchar,
  	"version_learn_intro_title" varchar,
  	"version_learn_intro_body" varchar,
  	"version_formats_intro_eyebrow" varchar,
  	"version_formats_intro_title" varchar,
  	"version_formats_intro_body" varchar,
  	"version_success_intro_eyebrow" varchar,
  	"version_success_intro_title" varchar,
  	"version_success_intro_body" varchar,
  	"version_success_intro_book_label" varchar,
  	"version_booking_eyebrow" varchar,
  	"version_booking_title" varchar,
  	"version_booking_body" varchar,
  	"version_journey_title" varchar,
  	"version_journey_body" varchar,
  	"version_journey_primary_label" varchar,
  	"version_journey_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews_page_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"names" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "reviews_page_featured_stories_locales" (
  	"service" varchar,
  	"title" varchar,
  	"story" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "reviews_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_reviews_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "reviews_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"featured_intro_eyebrow" varchar,
  	"featured_intro_title" varchar,
  	"featured_intro_body" varchar,
  	"grid_eyebrow" varchar,
  	"grid_title" varchar,
  	"grid_body" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reviews_page_v_version_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"names" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_reviews_page_v_version_featured_stories_locales" (
  	"service" varchar,
  	"title" varchar,
  	"story" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reviews_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__reviews_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__reviews_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_reviews_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_featured_intro_eyebrow" varchar,
  	"version_featured_intro_title" varchar,
  	"version_featured_intro_body" varchar,
  	"version_grid_eyebrow" varchar,
  	"version_grid_title" varchar,
  	"version_grid_body" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_page_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_faq_page_categories_category"
  );
  
  CREATE TABLE "faq_page_categories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_faq_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "faq_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"contact_eyebrow" varchar,
  	"contact_title" varchar,
  	"contact_body" varchar,
  	"contact_phone_label" varchar,
  	"contact_email_label" varchar,
  	"contact_area_label" varchar,
  	"contact_reply_promise" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"ask_label" varchar,
  	"pricing_label" varchar,
  	"contact_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_page_v_version_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__faq_page_v_version_categories_category",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_page_v_version_categories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__faq_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faq_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_contact_eyebrow" varchar,
  	"version_contact_title" varchar,
  	"version_contact_body" varchar,
  	"version_contact_phone_label" varchar,
  	"version_contact_email_label" varchar,
  	"version_contact_area_label" varchar,
  	"version_contact_reply_promise" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_ask_label" varchar,
  	"version_pricing_label" varchar,
  	"version_contact_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "policies_page_sections_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "policies_page_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "policies_page_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policies_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_policies_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "policies_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"cta_title" varchar,
  	"cta_body" varchar,
  	"cta_primary_label" varchar,
  	"cta_secondary_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policies_page_v_version_sections_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_policies_page_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_policies_page_v_version_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policies_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__policies_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__policies_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_policies_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_cta_title" varchar,
  	"version_cta_body" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_page_sections_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "privacy_page_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "privacy_page_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "privacy_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_privacy_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_page_v_version_sections_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_page_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_page_v_version_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__privacy_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_privacy_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_blog_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "blog_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"newsletter_eyebrow" varchar,
  	"newsletter_title" varchar,
  	"newsletter_body" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__blog_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blog_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_newsletter_eyebrow" varchar,
  	"version_newsletter_title" varchar,
  	"version_newsletter_body" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_page_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_destinations_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_steps_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_body" varchar,
  	"options_message_title" varchar,
  	"options_message_body" varchar,
  	"options_message_label" varchar,
  	"options_call_title" varchar,
  	"options_call_body" varchar,
  	"options_call_label" varchar,
  	"form_eyebrow" varchar,
  	"form_title" varchar,
  	"form_body" varchar,
  	"info_eyebrow" varchar,
  	"info_title" varchar,
  	"info_body" varchar,
  	"destinations_intro_eyebrow" varchar,
  	"destinations_intro_title" varchar,
  	"destinations_intro_body" varchar,
  	"quick_booking_eyebrow" varchar,
  	"quick_booking_title" varchar,
  	"quick_booking_body" varchar,
  	"quick_booking_consultation_label" varchar,
  	"quick_booking_availability_label" varchar,
  	"quick_booking_steps_title" varchar,
  	"faq_intro_eyebrow" varchar,
  	"faq_intro_title" varchar,
  	"faq_intro_body" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_destinations_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_steps_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_contact_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_body" varchar,
  	"version_options_message_title" varchar,
  	"version_options_message_body" varchar,
  	"version_options_message_label" varchar,
  	"version_options_call_title" varchar,
  	"version_options_call_body" varchar,
  	"version_options_call_label" varchar,
  	"version_form_eyebrow" varchar,
  	"version_form_title" varchar,
  	"version_form_body" varchar,
  	"version_info_eyebrow" varchar,
  	"version_info_title" varchar,
  	"version_info_body" varchar,
  	"version_destinations_intro_eyebrow" varchar,
  	"version_destinations_intro_title" varchar,
  	"version_destinations_intro_body" varchar,
  	"version_quick_booking_eyebrow" varchar,
  	"version_quick_booking_title" varchar,
  	"version_quick_booking_body" varchar,
  	"version_quick_booking_consultation_label" varchar,
  	"version_quick_booking_availability_label" varchar,
  	"version_quick_booking_steps_title" varchar,
  	"version_faq_intro_eyebrow" varchar,
  	"version_faq_intro_title" varchar,
  	"version_faq_intro_body" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consultation_availability_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_consultation_availability_weekly_weekday" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "consultation_availability_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"kind" "enum_consultation_availability_overrides_kind" DEFAULT 'off' NOT NULL,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "consultation_availability_calendars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "consultation_availability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"buffer_before_minutes" numeric DEFAULT 0 NOT NULL,
  	"buffer_after_minutes" numeric DEFAULT 15 NOT NULL,
  	"minimum_notice_hours" numeric DEFAULT 12 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"max_per_day" numeric DEFAULT 0 NOT NULL,
  	"slot_step_minutes" numeric DEFAULT 30 NOT NULL,
  	"class_sessions_block" boolean DEFAULT true,
  	"change_cutoff_hours" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "admin_credentials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"password_hash" varchar,
  	"last_totp_step" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiries_months" numeric DEFAULT 24 NOT NULL,
  	"sent_emails_days" numeric DEFAULT 90 NOT NULL,
  	"security_events_months" numeric DEFAULT 13 NOT NULL,
  	"web_vitals_months" numeric DEFAULT 13 NOT NULL,
  	"unconfirmed_signups_days" numeric DEFAULT 7 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_includes" ADD CONSTRAINT "services_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_format_options" ADD CONSTRAINT "classes_format_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_topics" ADD CONSTRAINT "classes_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_locales" ADD CONSTRAINT "classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "class_sessions_locales" ADD CONSTRAINT "class_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_types_modes" ADD CONSTRAINT "consultation_types_modes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consultation_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_types_locales" ADD CONSTRAINT "consultation_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultation_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_locales" ADD CONSTRAINT "reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_entries_locales" ADD CONSTRAINT "faq_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reply_templates_locales" ADD CONSTRAINT "reply_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_class_sessions_fk" FOREIGN KEY ("class_sessions_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultation_types_fk" FOREIGN KEY ("consultation_types_id") REFERENCES "public"."consultation_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_entries_fk" FOREIGN KEY ("faq_entries_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_events_fk" FOREIGN KEY ("inquiry_events_id") REFERENCES "public"."inquiry_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reply_templates_fk" FOREIGN KEY ("reply_templates_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultation_bookings_fk" FOREIGN KEY ("consultation_bookings_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pool_entries_fk" FOREIGN KEY ("pool_entries_id") REFERENCES "public"."pool_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_idempotency_keys_fk" FOREIGN KEY ("idempotency_keys_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk" FOREIGN KEY ("admin_sessions_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_security_events_fk" FOREIGN KEY ("security_events_id") REFERENCES "public"."security_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocked_ips_fk" FOREIGN KEY ("blocked_ips_id") REFERENCES "public"."blocked_ips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_badges" ADD CONSTRAINT "home_page_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_classes_promo_points" ADD CONSTRAINT "home_page_classes_promo_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_about_image_id_media_id_fk" FOREIGN KEY ("about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_featured_work_image_id_media_id_fk" FOREIGN KEY ("featured_work_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_badges" ADD CONSTRAINT "_home_page_v_version_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_classes_promo_points" ADD CONSTRAINT "_home_page_v_version_classes_promo_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_about_image_id_media_id_fk" FOREIGN KEY ("version_about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_featured_work_image_id_media_id_fk" FOREIGN KEY ("version_featured_work_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_highlights" ADD CONSTRAINT "about_page_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_highlights_locales" ADD CONSTRAINT "about_page_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values_locales" ADD CONSTRAINT "about_page_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_bio_image_id_media_id_fk" FOREIGN KEY ("bio_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_highlights" ADD CONSTRAINT "_about_page_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_highlights_locales" ADD CONSTRAINT "_about_page_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values_locales" ADD CONSTRAINT "_about_page_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_bio_image_id_media_id_fk" FOREIGN KEY ("version_bio_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_page_locales" ADD CONSTRAINT "portfolio_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolio_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_page_v_locales" ADD CONSTRAINT "_portfolio_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_portfolio_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_wedding_packages_features" ADD CONSTRAINT "pricing_page_wedding_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_wedding_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_wedding_packages" ADD CONSTRAINT "pricing_page_wedding_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_wedding_packages_locales" ADD CONSTRAINT "pricing_page_wedding_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_wedding_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_other_services_features" ADD CONSTRAINT "pricing_page_other_services_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_other_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_other_services" ADD CONSTRAINT "pricing_page_other_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_other_services_locales" ADD CONSTRAINT "pricing_page_other_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_other_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_extras" ADD CONSTRAINT "pricing_page_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_extras_locales" ADD CONSTRAINT "pricing_page_extras_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_extras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_payment_notes" ADD CONSTRAINT "pricing_page_payment_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_faq" ADD CONSTRAINT "pricing_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_faq_locales" ADD CONSTRAINT "pricing_page_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_locales" ADD CONSTRAINT "pricing_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_wedding_packages_features" ADD CONSTRAINT "_pricing_page_v_version_wedding_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_wedding_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_wedding_packages" ADD CONSTRAINT "_pricing_page_v_version_wedding_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_wedding_packages_locales" ADD CONSTRAINT "_pricing_page_v_version_wedding_packages_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_wedding_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_other_services_features" ADD CONSTRAINT "_pricing_page_v_version_other_services_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_other_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_other_services" ADD CONSTRAINT "_pricing_page_v_version_other_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_other_services_locales" ADD CONSTRAINT "_pricing_page_v_version_other_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_other_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_extras" ADD CONSTRAINT "_pricing_page_v_version_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_extras_locales" ADD CONSTRAINT "_pricing_page_v_version_extras_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_extras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_payment_notes" ADD CONSTRAINT "_pricing_page_v_version_payment_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_faq" ADD CONSTRAINT "_pricing_page_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_faq_locales" ADD CONSTRAINT "_pricing_page_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_locales" ADD CONSTRAINT "_pricing_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vip_page_features_items" ADD CONSTRAINT "vip_page_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_page_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vip_page_features" ADD CONSTRAINT "vip_page_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vip_page_features_locales" ADD CONSTRAINT "vip_page_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_page_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vip_page_locales" ADD CONSTRAINT "vip_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vip_page_v_version_features_items" ADD CONSTRAINT "_vip_page_v_version_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vip_page_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vip_page_v_version_features" ADD CONSTRAINT "_vip_page_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vip_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vip_page_v_version_features_locales" ADD CONSTRAINT "_vip_page_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vip_page_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vip_page_v_locales" ADD CONSTRAINT "_vip_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vip_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_hero_badges" ADD CONSTRAINT "classes_page_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_learn" ADD CONSTRAINT "classes_page_learn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_learn_locales" ADD CONSTRAINT "classes_page_learn_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page_learn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_formats_features" ADD CONSTRAINT "classes_page_formats_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page_formats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_formats" ADD CONSTRAINT "classes_page_formats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_formats_locales" ADD CONSTRAINT "classes_page_formats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page_formats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_stories" ADD CONSTRAINT "classes_page_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "classes_page_stories" ADD CONSTRAINT "classes_page_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page_stories_locales" ADD CONSTRAINT "classes_page_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_page" ADD CONSTRAINT "classes_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "classes_page_locales" ADD CONSTRAINT "classes_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_hero_badges" ADD CONSTRAINT "_classes_page_v_version_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_learn" ADD CONSTRAINT "_classes_page_v_version_learn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_learn_locales" ADD CONSTRAINT "_classes_page_v_version_learn_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v_version_learn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_formats_features" ADD CONSTRAINT "_classes_page_v_version_formats_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v_version_formats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_formats" ADD CONSTRAINT "_classes_page_v_version_formats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_formats_locales" ADD CONSTRAINT "_classes_page_v_version_formats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v_version_formats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_stories" ADD CONSTRAINT "_classes_page_v_version_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_stories" ADD CONSTRAINT "_classes_page_v_version_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v_version_stories_locales" ADD CONSTRAINT "_classes_page_v_version_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v_version_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_classes_page_v" ADD CONSTRAINT "_classes_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_classes_page_v_locales" ADD CONSTRAINT "_classes_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_classes_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_page_featured_stories" ADD CONSTRAINT "reviews_page_featured_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_page_featured_stories" ADD CONSTRAINT "reviews_page_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_page_featured_stories_locales" ADD CONSTRAINT "reviews_page_featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews_page_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_page_locales" ADD CONSTRAINT "reviews_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_page_v_version_featured_stories" ADD CONSTRAINT "_reviews_page_v_version_featured_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_page_v_version_featured_stories" ADD CONSTRAINT "_reviews_page_v_version_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reviews_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_page_v_version_featured_stories_locales" ADD CONSTRAINT "_reviews_page_v_version_featured_stories_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reviews_page_v_version_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_page_v_locales" ADD CONSTRAINT "_reviews_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reviews_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_page_categories" ADD CONSTRAINT "faq_page_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_page_categories_locales" ADD CONSTRAINT "faq_page_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_page_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_page_locales" ADD CONSTRAINT "faq_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_page_v_version_categories" ADD CONSTRAINT "_faq_page_v_version_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_page_v_version_categories_locales" ADD CONSTRAINT "_faq_page_v_version_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_page_v_version_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_page_v_locales" ADD CONSTRAINT "_faq_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_page_sections_rules" ADD CONSTRAINT "policies_page_sections_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_page_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_page_sections" ADD CONSTRAINT "policies_page_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_page_sections_locales" ADD CONSTRAINT "policies_page_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_page_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_page_locales" ADD CONSTRAINT "policies_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_page_v_version_sections_rules" ADD CONSTRAINT "_policies_page_v_version_sections_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_page_v_version_sections" ADD CONSTRAINT "_policies_page_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_page_v_version_sections_locales" ADD CONSTRAINT "_policies_page_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_page_v_locales" ADD CONSTRAINT "_policies_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policies_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_page_sections_rules" ADD CONSTRAINT "privacy_page_sections_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_page_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_page_sections" ADD CONSTRAINT "privacy_page_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_page_sections_locales" ADD CONSTRAINT "privacy_page_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_page_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_page_locales" ADD CONSTRAINT "privacy_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_page_v_version_sections_rules" ADD CONSTRAINT "_privacy_page_v_version_sections_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_page_v_version_sections" ADD CONSTRAINT "_privacy_page_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_page_v_version_sections_locales" ADD CONSTRAINT "_privacy_page_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_page_v_locales" ADD CONSTRAINT "_privacy_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_page_locales" ADD CONSTRAINT "blog_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_page_v_locales" ADD CONSTRAINT "_blog_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_destinations" ADD CONSTRAINT "contact_page_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_destinations_locales" ADD CONSTRAINT "contact_page_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_steps" ADD CONSTRAINT "contact_page_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_steps_locales" ADD CONSTRAINT "contact_page_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_faq" ADD CONSTRAINT "contact_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_faq_locales" ADD CONSTRAINT "contact_page_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_destinations" ADD CONSTRAINT "_contact_page_v_version_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_destinations_locales" ADD CONSTRAINT "_contact_page_v_version_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_steps" ADD CONSTRAINT "_contact_page_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_steps_locales" ADD CONSTRAINT "_contact_page_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_faq" ADD CONSTRAINT "_contact_page_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_faq_locales" ADD CONSTRAINT "_contact_page_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_availability_weekly" ADD CONSTRAINT "consultation_availability_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultation_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_availability_overrides" ADD CONSTRAINT "consultation_availability_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultation_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_availability_calendars" ADD CONSTRAINT "consultation_availability_calendars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultation_availability"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "services_includes_order_idx" ON "services_includes" USING btree ("_order");
  CREATE INDEX "services_includes_parent_id_idx" ON "services_includes" USING btree ("_parent_id");
  CREATE INDEX "services_includes_locale_idx" ON "services_includes" USING btree ("_locale");
  CREATE UNIQUE INDEX "services_service_id_idx" ON "services" USING btree ("service_id");
  CREATE INDEX "services_order_idx" ON "services" USING btree ("order");
  CREATE INDEX "services_image_idx" ON "services" USING btree ("image_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_rels_order_idx" ON "services_rels" USING btree ("order");
  CREATE INDEX "services_rels_parent_idx" ON "services_rels" USING btree ("parent_id");
  CREATE INDEX "services_rels_path_idx" ON "services_rels" USING btree ("path");
  CREATE INDEX "services_rels_media_id_idx" ON "services_rels" USING btree ("media_id");
  CREATE INDEX "classes_format_options_order_idx" ON "classes_format_options" USING btree ("order");
  CREATE INDEX "classes_format_options_parent_idx" ON "classes_format_options" USING btree ("parent_id");
  CREATE INDEX "classes_topics_order_idx" ON "classes_topics" USING btree ("_order");
  CREATE INDEX "classes_topics_parent_id_idx" ON "classes_topics" USING btree ("_parent_id");
  CREATE INDEX "classes_topics_locale_idx" ON "classes_topics" USING btree ("_locale");
  CREATE UNIQUE INDEX "classes_class_id_idx" ON "classes" USING btree ("class_id");
  CREATE INDEX "classes_order_idx" ON "classes" USING btree ("order");
  CREATE INDEX "classes_updated_at_idx" ON "classes" USING btree ("updated_at");
  CREATE INDEX "classes_created_at_idx" ON "classes" USING btree ("created_at");
  CREATE UNIQUE INDEX "classes_locales_locale_parent_id_unique" ON "classes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id");
  CREATE INDEX "class_sessions_starts_at_idx" ON "class_sessions" USING btree ("starts_at");
  CREATE INDEX "class_sessions_updated_at_idx" ON "class_sessions" USING btree ("updated_at");
  CREATE INDEX "class_sessions_created_at_idx" ON "class_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "class_sessions_locales_locale_parent_id_unique" ON "class_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consultation_types_modes_order_idx" ON "consultation_types_modes" USING btree ("order");
  CREATE INDEX "consultation_types_modes_parent_idx" ON "consultation_types_modes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "consultation_types_type_id_idx" ON "consultation_types" USING btree ("type_id");
  CREATE INDEX "consultation_types_hidden_idx" ON "consultation_types" USING btree ("hidden");
  CREATE INDEX "consultation_types_order_idx" ON "consultation_types" USING btree ("order");
  CREATE INDEX "consultation_types_updated_at_idx" ON "consultation_types" USING btree ("updated_at");
  CREATE INDEX "consultation_types_created_at_idx" ON "consultation_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "consultation_types_locales_locale_parent_id_unique" ON "consultation_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_is_published_idx" ON "reviews" USING btree ("is_published");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "reviews_locales_locale_parent_id_unique" ON "reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_cover_image_idx" ON "_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category");
  CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("order");
  CREATE INDEX "faq_entries_updated_at_idx" ON "faq_entries" USING btree ("updated_at");
  CREATE INDEX "faq_entries_created_at_idx" ON "faq_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_entries_locales_locale_parent_id_unique" ON "faq_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "bookings_class_type_idx" ON "bookings" USING btree ("class_type");
  CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_offer_expires_at_idx" ON "bookings" USING btree ("offer_expires_at");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "inquiries_service_type_idx" ON "inquiries" USING btree ("service_type");
  CREATE INDEX "inquiries_stage_idx" ON "inquiries" USING btree ("stage");
  CREATE INDEX "inquiries_first_replied_at_idx" ON "inquiries" USING btree ("first_replied_at");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_events_email_idx" ON "inquiry_events" USING btree ("email_id");
  CREATE INDEX "inquiry_events_updated_at_idx" ON "inquiry_events" USING btree ("updated_at");
  CREATE INDEX "inquiry_events_created_at_idx" ON "inquiry_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "reply_templates_key_idx" ON "reply_templates" USING btree ("key");
  CREATE INDEX "reply_templates_updated_at_idx" ON "reply_templates" USING btree ("updated_at");
  CREATE INDEX "reply_templates_created_at_idx" ON "reply_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "reply_templates_locales_locale_parent_id_unique" ON "reply_templates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consultation_bookings_type_idx" ON "consultation_bookings" USING btree ("type");
  CREATE INDEX "consultation_bookings_starts_at_idx" ON "consultation_bookings" USING btree ("starts_at");
  CREATE INDEX "consultation_bookings_status_idx" ON "consultation_bookings" USING btree ("status");
  CREATE INDEX "consultation_bookings_updated_at_idx" ON "consultation_bookings" USING btree ("updated_at");
  CREATE INDEX "consultation_bookings_created_at_idx" ON "consultation_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_is_active_idx" ON "subscribers" USING btree ("is_active");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "pool_entries_user_id_idx" ON "pool_entries" USING btree ("user_id");
  CREATE INDEX "pool_entries_updated_at_idx" ON "pool_entries" USING btree ("updated_at");
  CREATE INDEX "pool_entries_created_at_idx" ON "pool_entries" USING btree ("created_at");
  CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");
  CREATE INDEX "idempotency_keys_updated_at_idx" ON "idempotency_keys" USING btree ("updated_at");
  CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "key_route_idx" ON "idempotency_keys" USING btree ("key","route");
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "admin_sessions_token_hash_idx" ON "admin_sessions" USING btree ("token_hash");
  CREATE UNIQUE INDEX "admin_sessions_two_factor_token_hash_idx" ON "admin_sessions" USING btree ("two_factor_token_hash");
  CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");
  CREATE INDEX "admin_sessions_updated_at_idx" ON "admin_sessions" USING btree ("updated_at");
  CREATE INDEX "admin_sessions_created_at_idx" ON "admin_sessions" USING btree ("created_at");
  CREATE INDEX "security_events_reason_idx" ON "security_events" USING btree ("reason");
  CREATE INDEX "security_events_updated_at_idx" ON "security_events" USING btree ("updated_at");
  CREATE INDEX "security_events_created_at_idx" ON "security_events" USING btree ("created_at");
  CREATE INDEX "ip_createdAt_idx" ON "security_events" USING btree ("ip","created_at");
  CREATE UNIQUE INDEX "blocked_ips_ip_idx" ON "blocked_ips" USING btree ("ip");
  CREATE INDEX "blocked_ips_blocked_until_idx" ON "blocked_ips" USING btree ("blocked_until");
  CREATE INDEX "blocked_ips_updated_at_idx" ON "blocked_ips" USING btree ("updated_at");
  CREATE INDEX "blocked_ips_created_at_idx" ON "blocked_ips" USING btree ("created_at");
  CREATE UNIQUE INDEX "web_vitals_metric_id_idx" ON "web_vitals" USING btree ("metric_id");
  CREATE INDEX "web_vitals_page_idx" ON "web_vitals" USING btree ("page");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE INDEX "metric_createdAt_idx" ON "web_vitals" USING btree ("metric","created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_classes_id_idx" ON "payload_locked_documents_rels" USING btree ("classes_id");
  CREATE INDEX "payload_locked_documents_rels_class_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("class_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_consultation_types_id_idx" ON "payload_locked_documents_rels" USING btree ("consultation_types_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_faq_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_entries_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_events_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_events_id");
  CREATE INDEX "payload_locked_documents_rels_reply_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("reply_templates_id");
  CREATE INDEX "payload_locked_documents_rels_consultation_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("consultation_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_pool_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("pool_entries_id");
  CREATE INDEX "payload_locked_documents_rels_idempotency_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("idempotency_keys_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_admin_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_security_events_id_idx" ON "payload_locked_documents_rels" USING btree ("security_events_id");
  CREATE INDEX "payload_locked_documents_rels_blocked_ips_id_idx" ON "payload_locked_documents_rels" USING btree ("blocked_ips_id");
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_hero_badges_order_idx" ON "home_page_hero_badges" USING btree ("_order");
  CREATE INDEX "home_page_hero_badges_parent_id_idx" ON "home_page_hero_badges" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_badges_locale_idx" ON "home_page_hero_badges" USING btree ("_locale");
  CREATE INDEX "home_page_classes_promo_points_order_idx" ON "home_page_classes_promo_points" USING btree ("_order");
  CREATE INDEX "home_page_classes_promo_points_parent_id_idx" ON "home_page_classes_promo_points" USING btree ("_parent_id");
  CREATE INDEX "home_page_classes_promo_points_locale_idx" ON "home_page_classes_promo_points" USING btree ("_locale");
  CREATE INDEX "home_page_hero_hero_image_idx" ON "home_page" USING btree ("hero_image_id");
  CREATE INDEX "home_page_about_about_image_idx" ON "home_page" USING btree ("about_image_id");
  CREATE INDEX "home_page_featured_work_featured_work_image_idx" ON "home_page" USING btree ("featured_work_image_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_badges_order_idx" ON "_home_page_v_version_hero_badges" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_badges_parent_id_idx" ON "_home_page_v_version_hero_badges" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_hero_badges_locale_idx" ON "_home_page_v_version_hero_badges" USING btree ("_locale");
  CREATE INDEX "_home_page_v_version_classes_promo_points_order_idx" ON "_home_page_v_version_classes_promo_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_classes_promo_points_parent_id_idx" ON "_home_page_v_version_classes_promo_points" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_classes_promo_points_locale_idx" ON "_home_page_v_version_classes_promo_points" USING btree ("_locale");
  CREATE INDEX "_home_page_v_version_hero_version_hero_image_idx" ON "_home_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_page_v_version_about_version_about_image_idx" ON "_home_page_v" USING btree ("version_about_image_id");
  CREATE INDEX "_home_page_v_version_featured_work_version_featured_work_idx" ON "_home_page_v" USING btree ("version_featured_work_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_highlights_order_idx" ON "about_page_highlights" USING btree ("_order");
  CREATE INDEX "about_page_highlights_parent_id_idx" ON "about_page_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_highlights_locales_locale_parent_id_unique" ON "about_page_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_values_locales_locale_parent_id_unique" ON "about_page_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_hero_hero_image_idx" ON "about_page" USING btree ("hero_image_id");
  CREATE INDEX "about_page_bio_bio_image_idx" ON "about_page" USING btree ("bio_image_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_highlights_order_idx" ON "_about_page_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_highlights_parent_id_idx" ON "_about_page_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_highlights_locales_locale_parent_id_un" ON "_about_page_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_values_locales_locale_parent_id_unique" ON "_about_page_v_version_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_hero_version_hero_image_idx" ON "_about_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_about_page_v_version_bio_version_bio_image_idx" ON "_about_page_v" USING btree ("version_bio_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "portfolio_page__status_idx" ON "portfolio_page" USING btree ("_status");
  CREATE UNIQUE INDEX "portfolio_page_locales_locale_parent_id_unique" ON "portfolio_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_portfolio_page_v_version_version__status_idx" ON "_portfolio_page_v" USING btree ("version__status");
  CREATE INDEX "_portfolio_page_v_created_at_idx" ON "_portfolio_page_v" USING btree ("created_at");
  CREATE INDEX "_portfolio_page_v_updated_at_idx" ON "_portfolio_page_v" USING btree ("updated_at");
  CREATE INDEX "_portfolio_page_v_snapshot_idx" ON "_portfolio_page_v" USING btree ("snapshot");
  CREATE INDEX "_portfolio_page_v_published_locale_idx" ON "_portfolio_page_v" USING btree ("published_locale");
  CREATE INDEX "_portfolio_page_v_latest_idx" ON "_portfolio_page_v" USING btree ("latest");
  CREATE INDEX "_portfolio_page_v_autosave_idx" ON "_portfolio_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_portfolio_page_v_locales_locale_parent_id_unique" ON "_portfolio_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_page_wedding_packages_features_order_idx" ON "pricing_page_wedding_packages_features" USING btree ("_order");
  CREATE INDEX "pricing_page_wedding_packages_features_parent_id_idx" ON "pricing_page_wedding_packages_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_page_wedding_packages_features_locale_idx" ON "pricing_page_wedding_packages_features" USING btree ("_locale");
  CREATE INDEX "pricing_page_wedding_packages_order_idx" ON "pricing_page_wedding_packages" USING btree ("_order");
  CREATE INDEX "pricing_page_wedding_packages_parent_id_idx" ON "pricing_page_wedding_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_page_wedding_packages_locales_locale_parent_id_uniqu" ON "pricing_page_wedding_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_page_other_services_features_order_idx" ON "pricing_page_other_services_features" USING btree ("_order");
  CREATE INDEX "pricing_page_other_services_features_parent_id_idx" ON "pricing_page_other_services_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_page_other_services_features_locale_idx" ON "pricing_page_other_services_features" USING btree ("_locale");
  CREATE INDEX "pricing_page_other_services_order_idx" ON "pricing_page_other_services" USING btree ("_order");
  CREATE INDEX "pricing_page_other_services_parent_id_idx" ON "pricing_page_other_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_page_other_services_locales_locale_parent_id_unique" ON "pricing_page_other_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_page_extras_order_idx" ON "pricing_page_extras" USING btree ("_order");
  CREATE INDEX "pricing_page_extras_parent_id_idx" ON "pricing_page_extras" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_page_extras_locales_locale_parent_id_unique" ON "pricing_page_extras_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_page_payment_notes_order_idx" ON "pricing_page_payment_notes" USING btree ("_order");
  CREATE INDEX "pricing_page_payment_notes_parent_id_idx" ON "pricing_page_payment_notes" USING btree ("_parent_id");
  CREATE INDEX "pricing_page_payment_notes_locale_idx" ON "pricing_page_payment_notes" USING btree ("_locale");
  CREATE INDEX "pricing_page_faq_order_idx" ON "pricing_page_faq" USING btree ("_order");
  CREATE INDEX "pricing_page_faq_parent_id_idx" ON "pricing_page_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_page_faq_locales_locale_parent_id_unique" ON "pricing_page_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_page__status_idx" ON "pricing_page" USING btree ("_status");
  CREATE UNIQUE INDEX "pricing_page_locales_locale_parent_id_unique" ON "pricing_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_page_v_version_wedding_packages_features_order_idx" ON "_pricing_page_v_version_wedding_packages_features" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_wedding_packages_features_parent_id_idx" ON "_pricing_page_v_version_wedding_packages_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_page_v_version_wedding_packages_features_locale_idx" ON "_pricing_page_v_version_wedding_packages_features" USING btree ("_locale");
  CREATE INDEX "_pricing_page_v_version_wedding_packages_order_idx" ON "_pricing_page_v_version_wedding_packages" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_wedding_packages_parent_id_idx" ON "_pricing_page_v_version_wedding_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_page_v_version_wedding_packages_locales_locale_pare" ON "_pricing_page_v_version_wedding_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_page_v_version_other_services_features_order_idx" ON "_pricing_page_v_version_other_services_features" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_other_services_features_parent_id_idx" ON "_pricing_page_v_version_other_services_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_page_v_version_other_services_features_locale_idx" ON "_pricing_page_v_version_other_services_features" USING btree ("_locale");
  CREATE INDEX "_pricing_page_v_version_other_services_order_idx" ON "_pricing_page_v_version_other_services" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_other_services_parent_id_idx" ON "_pricing_page_v_version_other_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_page_v_version_other_services_locales_locale_parent" ON "_pricing_page_v_version_other_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_page_v_version_extras_order_idx" ON "_pricing_page_v_version_extras" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_extras_parent_id_idx" ON "_pricing_page_v_version_extras" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_page_v_version_extras_locales_locale_parent_id_uniq" ON "_pricing_page_v_version_extras_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_page_v_version_payment_notes_order_idx" ON "_pricing_page_v_version_payment_notes" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_payment_notes_parent_id_idx" ON "_pricing_page_v_version_payment_notes" USING btree ("_parent_id");
  CREATE INDEX "_pricing_page_v_version_payment_notes_locale_idx" ON "_pricing_page_v_version_payment_notes" USING btree ("_locale");
  CREATE INDEX "_pricing_page_v_version_faq_order_idx" ON "_pricing_page_v_version_faq" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_faq_parent_id_idx" ON "_pricing_page_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_page_v_version_faq_locales_locale_parent_id_unique" ON "_pricing_page_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_page_v_version_version__status_idx" ON "_pricing_page_v" USING btree ("version__status");
  CREATE INDEX "_pricing_page_v_created_at_idx" ON "_pricing_page_v" USING btree ("created_at");
  CREATE INDEX "_pricing_page_v_updated_at_idx" ON "_pricing_page_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_page_v_snapshot_idx" ON "_pricing_page_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_page_v_published_locale_idx" ON "_pricing_page_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_page_v_latest_idx" ON "_pricing_page_v" USING btree ("latest");
  CREATE INDEX "_pricing_page_v_autosave_idx" ON "_pricing_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pricing_page_v_locales_locale_parent_id_unique" ON "_pricing_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vip_page_features_items_order_idx" ON "vip_page_features_items" USING btree ("_order");
  CREATE INDEX "vip_page_features_items_parent_id_idx" ON "vip_page_features_items" USING btree ("_parent_id");
  CREATE INDEX "vip_page_features_items_locale_idx" ON "vip_page_features_items" USING btree ("_locale");
  CREATE INDEX "vip_page_features_order_idx" ON "vip_page_features" USING btree ("_order");
  CREATE INDEX "vip_page_features_parent_id_idx" ON "vip_page_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vip_page_features_locales_locale_parent_id_unique" ON "vip_page_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vip_page__status_idx" ON "vip_page" USING btree ("_status");
  CREATE UNIQUE INDEX "vip_page_locales_locale_parent_id_unique" ON "vip_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vip_page_v_version_features_items_order_idx" ON "_vip_page_v_version_features_items" USING btree ("_order");
  CREATE INDEX "_vip_page_v_version_features_items_parent_id_idx" ON "_vip_page_v_version_features_items" USING btree ("_parent_id");
  CREATE INDEX "_vip_page_v_version_features_items_locale_idx" ON "_vip_page_v_version_features_items" USING btree ("_locale");
  CREATE INDEX "_vip_page_v_version_features_order_idx" ON "_vip_page_v_version_features" USING btree ("_order");
  CREATE INDEX "_vip_page_v_version_features_parent_id_idx" ON "_vip_page_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_vip_page_v_version_features_locales_locale_parent_id_unique" ON "_vip_page_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vip_page_v_version_version__status_idx" ON "_vip_page_v" USING btree ("version__status");
  CREATE INDEX "_vip_page_v_created_at_idx" ON "_vip_page_v" USING btree ("created_at");
  CREATE INDEX "_vip_page_v_updated_at_idx" ON "_vip_page_v" USING btree ("updated_at");
  CREATE INDEX "_vip_page_v_snapshot_idx" ON "_vip_page_v" USING btree ("snapshot");
  CREATE INDEX "_vip_page_v_published_locale_idx" ON "_vip_page_v" USING btree ("published_locale");
  CREATE INDEX "_vip_page_v_latest_idx" ON "_vip_page_v" USING btree ("latest");
  CREATE INDEX "_vip_page_v_autosave_idx" ON "_vip_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_vip_page_v_locales_locale_parent_id_unique" ON "_vip_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "classes_page_hero_badges_order_idx" ON "classes_page_hero_badges" USING btree ("_order");
  CREATE INDEX "classes_page_hero_badges_parent_id_idx" ON "classes_page_hero_badges" USING btree ("_parent_id");
  CREATE INDEX "classes_page_hero_badges_locale_idx" ON "classes_page_hero_badges" USING btree ("_locale");
  CREATE INDEX "classes_page_learn_order_idx" ON "classes_page_learn" USING btree ("_order");
  CREATE INDEX "classes_page_learn_parent_id_idx" ON "classes_page_learn" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "classes_page_learn_locales_locale_parent_id_unique" ON "classes_page_learn_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "classes_page_formats_features_order_idx" ON "classes_page_formats_features" USING btree ("_order");
  CREATE INDEX "classes_page_formats_features_parent_id_idx" ON "classes_page_formats_features" USING btree ("_parent_id");
  CREATE INDEX "classes_page_formats_features_locale_idx" ON "classes_page_formats_features" USING btree ("_locale");
  CREATE INDEX "classes_page_formats_order_idx" ON "classes_page_formats" USING btree ("_order");
  CREATE INDEX "classes_page_formats_parent_id_idx" ON "classes_page_formats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "classes_page_formats_locales_locale_parent_id_unique" ON "classes_page_formats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "classes_page_stories_order_idx" ON "classes_page_stories" USING btree ("_order");
  CREATE INDEX "classes_page_stories_parent_id_idx" ON "classes_page_stories" USING btree ("_parent_id");
  CREATE INDEX "classes_page_stories_image_idx" ON "classes_page_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "classes_page_stories_locales_locale_parent_id_unique" ON "classes_page_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "classes_page_hero_hero_image_idx" ON "classes_page" USING btree ("hero_image_id");
  CREATE INDEX "classes_page__status_idx" ON "classes_page" USING btree ("_status");
  CREATE UNIQUE INDEX "classes_page_locales_locale_parent_id_unique" ON "classes_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_classes_page_v_version_hero_badges_order_idx" ON "_classes_page_v_version_hero_badges" USING btree ("_order");
  CREATE INDEX "_classes_page_v_version_hero_badges_parent_id_idx" ON "_classes_page_v_version_hero_badges" USING btree ("_parent_id");
  CREATE INDEX "_classes_page_v_version_hero_badges_locale_idx" ON "_classes_page_v_version_hero_badges" USING btree ("_locale");
  CREATE INDEX "_classes_page_v_version_learn_order_idx" ON "_classes_page_v_version_learn" USING btree ("_order");
  CREATE INDEX "_classes_page_v_version_learn_parent_id_idx" ON "_classes_page_v_version_learn" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_classes_page_v_version_learn_locales_locale_parent_id_uniqu" ON "_classes_page_v_version_learn_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_classes_page_v_version_formats_features_order_idx" ON "_classes_page_v_version_formats_features" USING btree ("_order");
  CREATE INDEX "_classes_page_v_version_formats_features_parent_id_idx" ON "_classes_page_v_version_formats_features" USING btree ("_parent_id");
  CREATE INDEX "_classes_page_v_version_formats_features_locale_idx" ON "_classes_page_v_version_formats_features" USING btree ("_locale");
  CREATE INDEX "_classes_page_v_version_formats_order_idx" ON "_classes_page_v_version_formats" USING btree ("_order");
  CREATE INDEX "_classes_page_v_version_formats_parent_id_idx" ON "_classes_page_v_version_formats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_classes_page_v_version_formats_locales_locale_parent_id_uni" ON "_classes_page_v_version_formats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_classes_page_v_version_stories_order_idx" ON "_classes_page_v_version_stories" USING btree ("_order");
  CREATE INDEX "_classes_page_v_version_stories_parent_id_idx" ON "_classes_page_v_version_stories" USING btree ("_parent_id");
  CREATE INDEX "_classes_page_v_version_stories_image_idx" ON "_classes_page_v_version_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "_classes_page_v_version_stories_locales_locale_parent_id_uni" ON "_classes_page_v_version_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_classes_page_v_version_hero_version_hero_image_idx" ON "_classes_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_classes_page_v_version_version__status_idx" ON "_classes_page_v" USING btree ("version__status");
  CREATE INDEX "_classes_page_v_created_at_idx" ON "_classes_page_v" USING btree ("created_at");
  CREATE INDEX "_classes_page_v_updated_at_idx" ON "_classes_page_v" USING btree ("updated_at");
  CREATE INDEX "_classes_page_v_snapshot_idx" ON "_classes_page_v" USING btree ("snapshot");
  CREATE INDEX "_classes_page_v_published_locale_idx" ON "_classes_page_v" USING btree ("published_locale");
  CREATE INDEX "_classes_page_v_latest_idx" ON "_classes_page_v" USING btree ("latest");
  CREATE INDEX "_classes_page_v_autosave_idx" ON "_classes_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_classes_page_v_locales_locale_parent_id_unique" ON "_classes_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_page_featured_stories_order_idx" ON "reviews_page_featured_stories" USING btree ("_order");
  CREATE INDEX "reviews_page_featured_stories_parent_id_idx" ON "reviews_page_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "reviews_page_featured_stories_image_idx" ON "reviews_page_featured_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "reviews_page_featured_stories_locales_locale_parent_id_uniqu" ON "reviews_page_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_page__status_idx" ON "reviews_page" USING btree ("_status");
  CREATE UNIQUE INDEX "reviews_page_locales_locale_parent_id_unique" ON "reviews_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reviews_page_v_version_featured_stories_order_idx" ON "_reviews_page_v_version_featured_stories" USING btree ("_order");
  CREATE INDEX "_reviews_page_v_version_featured_stories_parent_id_idx" ON "_reviews_page_v_version_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "_reviews_page_v_version_featured_stories_image_idx" ON "_reviews_page_v_version_featured_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "_reviews_page_v_version_featured_stories_locales_locale_pare" ON "_reviews_page_v_version_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reviews_page_v_version_version__status_idx" ON "_reviews_page_v" USING btree ("version__status");
  CREATE INDEX "_reviews_page_v_created_at_idx" ON "_reviews_page_v" USING btree ("created_at");
  CREATE INDEX "_reviews_page_v_updated_at_idx" ON "_reviews_page_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_page_v_snapshot_idx" ON "_reviews_page_v" USING btree ("snapshot");
  CREATE INDEX "_reviews_page_v_published_locale_idx" ON "_reviews_page_v" USING btree ("published_locale");
  CREATE INDEX "_reviews_page_v_latest_idx" ON "_reviews_page_v" USING btree ("latest");
  CREATE INDEX "_reviews_page_v_autosave_idx" ON "_reviews_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_reviews_page_v_locales_locale_parent_id_unique" ON "_reviews_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_page_categories_order_idx" ON "faq_page_categories" USING btree ("_order");
  CREATE INDEX "faq_page_categories_parent_id_idx" ON "faq_page_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_page_categories_locales_locale_parent_id_unique" ON "faq_page_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_page__status_idx" ON "faq_page" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_page_locales_locale_parent_id_unique" ON "faq_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_page_v_version_categories_order_idx" ON "_faq_page_v_version_categories" USING btree ("_order");
  CREATE INDEX "_faq_page_v_version_categories_parent_id_idx" ON "_faq_page_v_version_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_faq_page_v_version_categories_locales_locale_parent_id_uniq" ON "_faq_page_v_version_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_page_v_version_version__status_idx" ON "_faq_page_v" USING btree ("version__status");
  CREATE INDEX "_faq_page_v_created_at_idx" ON "_faq_page_v" USING btree ("created_at");
  CREATE INDEX "_faq_page_v_updated_at_idx" ON "_faq_page_v" USING btree ("updated_at");
  CREATE INDEX "_faq_page_v_snapshot_idx" ON "_faq_page_v" USING btree ("snapshot");
  CREATE INDEX "_faq_page_v_published_locale_idx" ON "_faq_page_v" USING btree ("published_locale");
  CREATE INDEX "_faq_page_v_latest_idx" ON "_faq_page_v" USING btree ("latest");
  CREATE INDEX "_faq_page_v_autosave_idx" ON "_faq_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_faq_page_v_locales_locale_parent_id_unique" ON "_faq_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policies_page_sections_rules_order_idx" ON "policies_page_sections_rules" USING btree ("_order");
  CREATE INDEX "policies_page_sections_rules_parent_id_idx" ON "policies_page_sections_rules" USING btree ("_parent_id");
  CREATE INDEX "policies_page_sections_rules_locale_idx" ON "policies_page_sections_rules" USING btree ("_locale");
  CREATE INDEX "policies_page_sections_order_idx" ON "policies_page_sections" USING btree ("_order");
  CREATE INDEX "policies_page_sections_parent_id_idx" ON "policies_page_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policies_page_sections_locales_locale_parent_id_unique" ON "policies_page_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policies_page__status_idx" ON "policies_page" USING btree ("_status");
  CREATE UNIQUE INDEX "policies_page_locales_locale_parent_id_unique" ON "policies_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policies_page_v_version_sections_rules_order_idx" ON "_policies_page_v_version_sections_rules" USING btree ("_order");
  CREATE INDEX "_policies_page_v_version_sections_rules_parent_id_idx" ON "_policies_page_v_version_sections_rules" USING btree ("_parent_id");
  CREATE INDEX "_policies_page_v_version_sections_rules_locale_idx" ON "_policies_page_v_version_sections_rules" USING btree ("_locale");
  CREATE INDEX "_policies_page_v_version_sections_order_idx" ON "_policies_page_v_version_sections" USING btree ("_order");
  CREATE INDEX "_policies_page_v_version_sections_parent_id_idx" ON "_policies_page_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_policies_page_v_version_sections_locales_locale_parent_id_u" ON "_policies_page_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policies_page_v_version_version__status_idx" ON "_policies_page_v" USING btree ("version__status");
  CREATE INDEX "_policies_page_v_created_at_idx" ON "_policies_page_v" USING btree ("created_at");
  CREATE INDEX "_policies_page_v_updated_at_idx" ON "_policies_page_v" USING btree ("updated_at");
  CREATE INDEX "_policies_page_v_snapshot_idx" ON "_policies_page_v" USING btree ("snapshot");
  CREATE INDEX "_policies_page_v_published_locale_idx" ON "_policies_page_v" USING btree ("published_locale");
  CREATE INDEX "_policies_page_v_latest_idx" ON "_policies_page_v" USING btree ("latest");
  CREATE INDEX "_policies_page_v_autosave_idx" ON "_policies_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_policies_page_v_locales_locale_parent_id_unique" ON "_policies_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_page_sections_rules_order_idx" ON "privacy_page_sections_rules" USING btree ("_order");
  CREATE INDEX "privacy_page_sections_rules_parent_id_idx" ON "privacy_page_sections_rules" USING btree ("_parent_id");
  CREATE INDEX "privacy_page_sections_rules_locale_idx" ON "privacy_page_sections_rules" USING btree ("_locale");
  CREATE INDEX "privacy_page_sections_order_idx" ON "privacy_page_sections" USING btree ("_order");
  CREATE INDEX "privacy_page_sections_parent_id_idx" ON "privacy_page_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "privacy_page_sections_locales_locale_parent_id_unique" ON "privacy_page_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_page__status_idx" ON "privacy_page" USING btree ("_status");
  CREATE UNIQUE INDEX "privacy_page_locales_locale_parent_id_unique" ON "privacy_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_page_v_version_sections_rules_order_idx" ON "_privacy_page_v_version_sections_rules" USING btree ("_order");
  CREATE INDEX "_privacy_page_v_version_sections_rules_parent_id_idx" ON "_privacy_page_v_version_sections_rules" USING btree ("_parent_id");
  CREATE INDEX "_privacy_page_v_version_sections_rules_locale_idx" ON "_privacy_page_v_version_sections_rules" USING btree ("_locale");
  CREATE INDEX "_privacy_page_v_version_sections_order_idx" ON "_privacy_page_v_version_sections" USING btree ("_order");
  CREATE INDEX "_privacy_page_v_version_sections_parent_id_idx" ON "_privacy_page_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_privacy_page_v_version_sections_locales_locale_parent_id_un" ON "_privacy_page_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_page_v_version_version__status_idx" ON "_privacy_page_v" USING btree ("version__status");
  CREATE INDEX "_privacy_page_v_created_at_idx" ON "_privacy_page_v" USING btree ("created_at");
  CREATE INDEX "_privacy_page_v_updated_at_idx" ON "_privacy_page_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_page_v_snapshot_idx" ON "_privacy_page_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_page_v_published_locale_idx" ON "_privacy_page_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_page_v_latest_idx" ON "_privacy_page_v" USING btree ("latest");
  CREATE INDEX "_privacy_page_v_autosave_idx" ON "_privacy_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_privacy_page_v_locales_locale_parent_id_unique" ON "_privacy_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_page__status_idx" ON "blog_page" USING btree ("_status");
  CREATE UNIQUE INDEX "blog_page_locales_locale_parent_id_unique" ON "blog_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_page_v_version_version__status_idx" ON "_blog_page_v" USING btree ("version__status");
  CREATE INDEX "_blog_page_v_created_at_idx" ON "_blog_page_v" USING btree ("created_at");
  CREATE INDEX "_blog_page_v_updated_at_idx" ON "_blog_page_v" USING btree ("updated_at");
  CREATE INDEX "_blog_page_v_snapshot_idx" ON "_blog_page_v" USING btree ("snapshot");
  CREATE INDEX "_blog_page_v_published_locale_idx" ON "_blog_page_v" USING btree ("published_locale");
  CREATE INDEX "_blog_page_v_latest_idx" ON "_blog_page_v" USING btree ("latest");
  CREATE INDEX "_blog_page_v_autosave_idx" ON "_blog_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_blog_page_v_locales_locale_parent_id_unique" ON "_blog_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_destinations_order_idx" ON "contact_page_destinations" USING btree ("_order");
  CREATE INDEX "contact_page_destinations_parent_id_idx" ON "contact_page_destinations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_destinations_locales_locale_parent_id_unique" ON "contact_page_destinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_steps_order_idx" ON "contact_page_steps" USING btree ("_order");
  CREATE INDEX "contact_page_steps_parent_id_idx" ON "contact_page_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_steps_locales_locale_parent_id_unique" ON "contact_page_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_faq_order_idx" ON "contact_page_faq" USING btree ("_order");
  CREATE INDEX "contact_page_faq_parent_id_idx" ON "contact_page_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_faq_locales_locale_parent_id_unique" ON "contact_page_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_destinations_order_idx" ON "_contact_page_v_version_destinations" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_destinations_parent_id_idx" ON "_contact_page_v_version_destinations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_destinations_locales_locale_parent_i" ON "_contact_page_v_version_destinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_steps_order_idx" ON "_contact_page_v_version_steps" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_steps_parent_id_idx" ON "_contact_page_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_steps_locales_locale_parent_id_uniqu" ON "_contact_page_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_faq_order_idx" ON "_contact_page_v_version_faq" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_faq_parent_id_idx" ON "_contact_page_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_faq_locales_locale_parent_id_unique" ON "_contact_page_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_autosave_idx" ON "_contact_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "_contact_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consultation_availability_weekly_order_idx" ON "consultation_availability_weekly" USING btree ("_order");
  CREATE INDEX "consultation_availability_weekly_parent_id_idx" ON "consultation_availability_weekly" USING btree ("_parent_id");
  CREATE INDEX "consultation_availability_overrides_order_idx" ON "consultation_availability_overrides" USING btree ("_order");
  CREATE INDEX "consultation_availability_overrides_parent_id_idx" ON "consultation_availability_overrides" USING btree ("_parent_id");
  CREATE INDEX "consultation_availability_calendars_order_idx" ON "consultation_availability_calendars" USING btree ("_order");
  CREATE INDEX "consultation_availability_calendars_parent_id_idx" ON "consultation_availability_calendars" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "services_includes" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "services_rels" CASCADE;
  DROP TABLE "classes_format_options" CASCADE;
  DROP TABLE "classes_topics" CASCADE;
  DROP TABLE "classes" CASCADE;
  DROP TABLE "classes_locales" CASCADE;
  DROP TABLE "class_sessions" CASCADE;
  DROP TABLE "class_sessions_locales" CASCADE;
  DROP TABLE "consultation_types_modes" CASCADE;
  DROP TABLE "consultation_types" CASCADE;
  DROP TABLE "consultation_types_locales" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_locales" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "faq_entries" CASCADE;
  DROP TABLE "faq_entries_locales" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiry_events" CASCADE;
  DROP TABLE "reply_templates" CASCADE;
  DROP TABLE "reply_templates_locales" CASCADE;
  DROP TABLE "consultation_bookings" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "pool_entries" CASCADE;
  DROP TABLE "idempotency_keys" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "admin_sessions" CASCADE;
  DROP TABLE "security_events" CASCADE;
  DROP TABLE "blocked_ips" CASCADE;
  DROP TABLE "web_vitals" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "home_page_hero_badges" CASCADE;
  DROP TABLE "home_page_classes_promo_points" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v_version_hero_badges" CASCADE;
  DROP TABLE "_home_page_v_version_classes_promo_points" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "about_page_highlights" CASCADE;
  DROP TABLE "about_page_highlights_locales" CASCADE;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page_values_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "_about_page_v_version_highlights" CASCADE;
  DROP TABLE "_about_page_v_version_highlights_locales" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_values_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "portfolio_page" CASCADE;
  DROP TABLE "portfolio_page_locales" CASCADE;
  DROP TABLE "_portfolio_page_v" CASCADE;
  DROP TABLE "_portfolio_page_v_locales" CASCADE;
  DROP TABLE "pricing_page_wedding_packages_features" CASCADE;
  DROP TABLE "pricing_page_wedding_packages" CASCADE;
  DROP TABLE "pricing_page_wedding_packages_locales" CASCADE;
  DROP TABLE "pricing_page_other_services_features" CASCADE;
  DROP TABLE "pricing_page_other_services" CASCADE;
  DROP TABLE "pricing_page_other_services_locales" CASCADE;
  DROP TABLE "pricing_page_extras" CASCADE;
  DROP TABLE "pricing_page_extras_locales" CASCADE;
  DROP TABLE "pricing_page_payment_notes" CASCADE;
  DROP TABLE "pricing_page_faq" CASCADE;
  DROP TABLE "pricing_page_faq_locales" CASCADE;
  DROP TABLE "pricing_page" CASCADE;
  DROP TABLE "pricing_page_locales" CASCADE;
  DROP TABLE "_pricing_page_v_version_wedding_packages_features" CASCADE;
  DROP TABLE "_pricing_page_v_version_wedding_packages" CASCADE;
  DROP TABLE "_pricing_page_v_version_wedding_packages_locales" CASCADE;
  DROP TABLE "_pricing_page_v_version_other_services_features" CASCADE;
  DROP TABLE "_pricing_page_v_version_other_services" CASCADE;
  DROP TABLE "_pricing_page_v_version_other_services_locales" CASCADE;
  DROP TABLE "_pricing_page_v_version_extras" CASCADE;
  DROP TABLE "_pricing_page_v_version_extras_locales" CASCADE;
  DROP TABLE "_pricing_page_v_version_payment_notes" CASCADE;
  DROP TABLE "_pricing_page_v_version_faq" CASCADE;
  DROP TABLE "_pricing_page_v_version_faq_locales" CASCADE;
  DROP TABLE "_pricing_page_v" CASCADE;
  DROP TABLE "_pricing_page_v_locales" CASCADE;
  DROP TABLE "vip_page_features_items" CASCADE;
  DROP TABLE "vip_page_features" CASCADE;
  DROP TABLE "vip_page_features_locales" CASCADE;
  DROP TABLE "vip_page" CASCADE;
  DROP TABLE "vip_page_locales" CASCADE;
  DROP TABLE "_vip_page_v_version_features_items" CASCADE;
  DROP TABLE "_vip_page_v_version_features" CASCADE;
  DROP TABLE "_vip_page_v_version_features_locales" CASCADE;
  DROP TABLE "_vip_page_v" CASCADE;
  DROP TABLE "_vip_page_v_locales" CASCADE;
  DROP TABLE "classes_page_hero_badges" CASCADE;
  DROP TABLE "classes_page_learn" CASCADE;
  DROP TABLE "classes_page_learn_locales" CASCADE;
  DROP TABLE "classes_page_formats_features" CASCADE;
  DROP TABLE "classes_page_formats" CASCADE;
  DROP TABLE "classes_page_formats_locales" CASCADE;
  DROP TABLE "classes_page_stories" CASCADE;
  DROP TABLE "classes_page_stories_locales" CASCADE;
  DROP TABLE "classes_page" CASCADE;
  DROP TABLE "classes_page_locales" CASCADE;
  DROP TABLE "_classes_page_v_version_hero_badges" CASCADE;
  DROP TABLE "_classes_page_v_version_learn" CASCADE;
  DROP TABLE "_classes_page_v_version_learn_locales" CASCADE;
  DROP TABLE "_classes_page_v_version_formats_features" CASCADE;
  DROP TABLE "_classes_page_v_version_formats" CASCADE;
  DROP TABLE "_classes_page_v_version_formats_locales" CASCADE;
  DROP TABLE "_classes_page_v_version_stories" CASCADE;
  DROP TABLE "_classes_page_v_version_stories_locales" CASCADE;
  DROP TABLE "_classes_page_v" CASCADE;
  DROP TABLE "_classes_page_v_locales" CASCADE;
  DROP TABLE "reviews_page_featured_stories" CASCADE;
  DROP TABLE "reviews_page_featured_stories_locales" CASCADE;
  DROP TABLE "reviews_page" CASCADE;
  DROP TABLE "reviews_page_locales" CASCADE;
  DROP TABLE "_reviews_page_v_version_featured_stories" CASCADE;
  DROP TABLE "_reviews_page_v_version_featured_stories_locales" CASCADE;
  DROP TABLE "_reviews_page_v" CASCADE;
  DROP TABLE "_reviews_page_v_locales" CASCADE;
  DROP TABLE "faq_page_categories" CASCADE;
  DROP TABLE "faq_page_categories_locales" CASCADE;
  DROP TABLE "faq_page" CASCADE;
  DROP TABLE "faq_page_locales" CASCADE;
  DROP TABLE "_faq_page_v_version_categories" CASCADE;
  DROP TABLE "_faq_page_v_version_categories_locales" CASCADE;
  DROP TABLE "_faq_page_v" CASCADE;
  DROP TABLE "_faq_page_v_locales" CASCADE;
  DROP TABLE "policies_page_sections_rules" CASCADE;
  DROP TABLE "policies_page_sections" CASCADE;
  DROP TABLE "policies_page_sections_locales" CASCADE;
  DROP TABLE "policies_page" CASCADE;
  DROP TABLE "policies_page_locales" CASCADE;
  DROP TABLE "_policies_page_v_version_sections_rules" CASCADE;
  DROP TABLE "_policies_page_v_version_sections" CASCADE;
  DROP TABLE "_policies_page_v_version_sections_locales" CASCADE;
  DROP TABLE "_policies_page_v" CASCADE;
  DROP TABLE "_policies_page_v_locales" CASCADE;
  DROP TABLE "privacy_page_sections_rules" CASCADE;
  DROP TABLE "privacy_page_sections" CASCADE;
  DROP TABLE "privacy_page_sections_locales" CASCADE;
  DROP TABLE "privacy_page" CASCADE;
  DROP TABLE "privacy_page_locales" CASCADE;
  DROP TABLE "_privacy_page_v_version_sections_rules" CASCADE;
  DROP TABLE "_privacy_page_v_version_sections" CASCADE;
  DROP TABLE "_privacy_page_v_version_sections_locales" CASCADE;
  DROP TABLE "_privacy_page_v" CASCADE;
  DROP TABLE "_privacy_page_v_locales" CASCADE;
  DROP TABLE "blog_page" CASCADE;
  DROP TABLE "blog_page_locales" CASCADE;
  DROP TABLE "_blog_page_v" CASCADE;
  DROP TABLE "_blog_page_v_locales" CASCADE;
  DROP TABLE "contact_page_destinations" CASCADE;
  DROP TABLE "contact_page_destinations_locales" CASCADE;
  DROP TABLE "contact_page_steps" CASCADE;
  DROP TABLE "contact_page_steps_locales" CASCADE;
  DROP TABLE "contact_page_faq" CASCADE;
  DROP TABLE "contact_page_faq_locales" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "contact_page_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_destinations" CASCADE;
  DROP TABLE "_contact_page_v_version_destinations_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_steps" CASCADE;
  DROP TABLE "_contact_page_v_version_steps_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_faq" CASCADE;
  DROP TABLE "_contact_page_v_version_faq_locales" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "_contact_page_v_locales" CASCADE;
  DROP TABLE "consultation_availability_weekly" CASCADE;
  DROP TABLE "consultation_availability_overrides" CASCADE;
  DROP TABLE "consultation_availability_calendars" CASCADE;
  DROP TABLE "consultation_availability" CASCADE;
  DROP TABLE "admin_credentials" CASCADE;
  DROP TABLE "privacy_settings" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_services_service_id";
  DROP TYPE "public"."enum_services_link_type";
  DROP TYPE "public"."enum_classes_format_options";
  DROP TYPE "public"."enum_class_sessions_startsat_tz";
  DROP TYPE "public"."enum_class_sessions_format";
  DROP TYPE "public"."enum_consultation_types_modes";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_faq_entries_category";
  DROP TYPE "public"."enum_bookings_format";
  DROP TYPE "public"."enum_bookings_preferred_time";
  DROP TYPE "public"."enum_bookings_experience";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_locale";
  DROP TYPE "public"."enum_inquiries_service_type";
  DROP TYPE "public"."enum_inquiries_referral_source";
  DROP TYPE "public"."enum_inquiries_coverage_needed";
  DROP TYPE "public"."enum_inquiries_need_videographer";
  DROP TYPE "public"."enum_inquiries_locale";
  DROP TYPE "public"."enum_inquiries_stage";
  DROP TYPE "public"."enum_inquiries_lost_reason";
  DROP TYPE "public"."enum_inquiry_events_kind";
  DROP TYPE "public"."enum_inquiry_events_from_stage";
  DROP TYPE "public"."enum_inquiry_events_to_stage";
  DROP TYPE "public"."enum_inquiry_events_lost_reason";
  DROP TYPE "public"."enum_inquiry_events_actor";
  DROP TYPE "public"."enum_consultation_bookings_service_type";
  DROP TYPE "public"."enum_consultation_bookings_status";
  DROP TYPE "public"."enum_consultation_bookings_locale";
  DROP TYPE "public"."enum_subscribers_locale";
  DROP TYPE "public"."enum_pool_entries_supporting_team";
  DROP TYPE "public"."enum_outbox_kind";
  DROP TYPE "public"."enum_outbox_locale";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_security_events_reason";
  DROP TYPE "public"."enum_web_vitals_metric";
  DROP TYPE "public"."enum_web_vitals_rating";
  DROP TYPE "public"."enum_web_vitals_device";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_socials_network";
  DROP TYPE "public"."enum_site_settings_scheduling_mode";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_about_page_highlights_icon";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_highlights_icon";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_portfolio_page_status";
  DROP TYPE "public"."enum__portfolio_page_v_version_status";
  DROP TYPE "public"."enum__portfolio_page_v_published_locale";
  DROP TYPE "public"."enum_pricing_page_other_services_service";
  DROP TYPE "public"."enum_pricing_page_status";
  DROP TYPE "public"."enum__pricing_page_v_version_other_services_service";
  DROP TYPE "public"."enum__pricing_page_v_version_status";
  DROP TYPE "public"."enum__pricing_page_v_published_locale";
  DROP TYPE "public"."enum_vip_page_features_key";
  DROP TYPE "public"."enum_vip_page_status";
  DROP TYPE "public"."enum__vip_page_v_version_features_key";
  DROP TYPE "public"."enum__vip_page_v_version_status";
  DROP TYPE "public"."enum__vip_page_v_published_locale";
  DROP TYPE "public"."enum_classes_page_learn_icon";
  DROP TYPE "public"."enum_classes_page_status";
  DROP TYPE "public"."enum__classes_page_v_version_learn_icon";
  DROP TYPE "public"."enum__classes_page_v_version_status";
  DROP TYPE "public"."enum__classes_page_v_published_locale";
  DROP TYPE "public"."enum_reviews_page_status";
  DROP TYPE "public"."enum__reviews_page_v_version_status";
  DROP TYPE "public"."enum__reviews_page_v_published_locale";
  DROP TYPE "public"."enum_faq_page_categories_category";
  DROP TYPE "public"."enum_faq_page_status";
  DROP TYPE "public"."enum__faq_page_v_version_categories_category";
  DROP TYPE "public"."enum__faq_page_v_version_status";
  DROP TYPE "public"."enum__faq_page_v_published_locale";
  DROP TYPE "public"."enum_policies_page_status";
  DROP TYPE "public"."enum__policies_page_v_version_status";
  DROP TYPE "public"."enum__policies_page_v_published_locale";
  DROP TYPE "public"."enum_privacy_page_status";
  DROP TYPE "public"."enum__privacy_page_v_version_status";
  DROP TYPE "public"."enum__privacy_page_v_published_locale";
  DROP TYPE "public"."enum_blog_page_status";
  DROP TYPE "public"."enum__blog_page_v_version_status";
  DROP TYPE "public"."enum__blog_page_v_published_locale";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum__contact_page_v_published_locale";
  DROP TYPE "public"."enum_consultation_availability_weekly_weekday";
  DROP TYPE "public"."enum_consultation_availability_overrides_kind";`)
}
