import React from "react";
import { Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import { siteConfig } from "../site-config";
import * as styles from "./index.module.css";

interface HomeCard {
  title: string;
  to: string;
  text: string;
}

const START: HomeCard[] = [
  { title: "Introduction to Cairn", to: siteConfig.docsHomePath, text: "What Cairn gives you, how its pieces fit together, and your path to a first deployment." },
  { title: "Reference Architecture", to: "/guides/reference-architecture/", text: "The multi-account AWS setup Cairn generates for you, and how to configure, use and update it." },
  { title: "Deploy a service", to: "/reference/services/intro/deploy-new-infrastructure/", text: "Pick a module from the Service Catalog, add a unit to infrastructure-live and ship it through your pipeline." },
];

const USE_CASES: HomeCard[] = [
  { title: "Set up AWS accounts", to: "/guides/build-it-yourself/landing-zone/", text: "A landing zone with AWS Organizations, account baselines and central logging." },
  { title: "Build a network", to: "/guides/build-it-yourself/vpc/", text: "Production-grade VPCs across three zones, NAT, flow logs and a management VPC." },
  { title: "Run Kubernetes", to: "/guides/build-it-yourself/kubernetes-cluster/", text: "An EKS cluster with managed workers, core services and a first app." },
  { title: "Run containers on ECS", to: "/reference/services/app-orchestration/ecs-service/", text: "ECS services behind a load balancer, with rolling deploys and auto scaling." },
  { title: "Add a database", to: "/reference/services/data-storage/aurora/", text: "Amazon Aurora or RDS with encryption, backups and alarms." },
  { title: "Automate deployments", to: "/guides/build-it-yourself/pipelines/", text: "Plan on every pull request and apply on merge, from inside your accounts." },
  { title: "Meet CIS benchmarks", to: "/guides/build-it-yourself/achieve-compliance/", text: "The CIS AWS Foundations Benchmark, control by control, with Security Hub." },
  { title: "Stay up to date", to: "/guides/stay-up-to-date/", text: "Upgrade Terraform, the AWS provider and module versions without surprises." },
];

const TOOLS: HomeCard[] = [
  { title: "Terraform", to: "/intro/tool-fundamentals/terraform/", text: "Providers, resources, modules, state and the plan/apply workflow." },
  { title: "Terragrunt", to: "/intro/tool-fundamentals/terragrunt/", text: "Keep many accounts and environments DRY with one root configuration." },
  { title: "Packer", to: "/intro/tool-fundamentals/packer/", text: "Build hardened machine images for immutable servers." },
  { title: "Docker", to: "/intro/tool-fundamentals/docker/", text: "Package applications as images and ship them through Amazon ECR." },
  { title: "Kubernetes", to: "/guides/build-it-yourself/kubernetes-cluster/core-concepts/", text: "Pods, deployments, services and how EKS runs them." },
  { title: "Testing", to: "/intro/first-deployment/testing/", text: "Static checks, terraform test and Terratest for infrastructure code." },
];

function CardGrid({ cards, columns }: { cards: HomeCard[]; columns: "three" | "four" }) {
  return (
    <ul className={`${styles.cards} ${columns === "four" ? styles.four : styles.three}`}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link className={styles.card} to={card.to}>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardText}>{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The home page: what the site teaches and where to start. */
export default function HomePage({ location }: PageProps) {
  return (
    <Layout currentPath={location.pathname}>
      <Seo description={siteConfig.tagline} path="/" template="home" />
      <main id="main" tabIndex={-1} className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className={styles.cta} to={siteConfig.docsHomePath}>
              Get started
            </Link>
            <Link className={styles.secondary} to="/guides/">
              Browse the guides
            </Link>
          </div>
        </section>
        <section aria-labelledby="start-here" className={styles.section}>
          <h2 id="start-here">Start here</h2>
          <CardGrid cards={START} columns="three" />
        </section>
        <section aria-labelledby="use-cases" className={styles.section}>
          <h2 id="use-cases">Discover your use case</h2>
          <p className={styles.lead}>Each of these is a guide or a Service Catalog module you can deploy in your own AWS accounts.</p>
          <CardGrid cards={USE_CASES} columns="four" />
        </section>
        <section aria-labelledby="learn-the-tools" className={styles.section}>
          <h2 id="learn-the-tools">Learn the tools</h2>
          <p className={styles.lead}>Cairn is built on open tools. These pages teach each one as Cairn uses it.</p>
          <CardGrid cards={TOOLS} columns="three" />
        </section>
      </main>
    </Layout>
  );
}
